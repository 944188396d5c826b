/**
 * The 11 GICS sectors and the industries the generated companies belong to. Each sector and each
 * industry has its own return factor, so that stocks of one sector (and more so of one industry)
 * move together.
 */
export interface SectorDef {
  name: string;
  /** Key of the sector factor. */
  key: string;
  industries: readonly string[];
  /** Share of generated companies. */
  weight: number;
  /** Typical market beta of its companies. */
  beta: number;
}

export const SECTORS: readonly SectorDef[] = [
  { name: 'Technology', key: 'tech', weight: 0.16, beta: 1.2, industries: ['Software—Application', 'Software—Infrastructure', 'Semiconductors', 'Semiconductor Equipment', 'Computer Hardware', 'Communication Equipment', 'Electronic Components', 'IT Services'] },
  { name: 'Health Care', key: 'health', weight: 0.14, beta: 0.85, industries: ['Biotechnology', 'Drug Manufacturers', 'Medical Devices', 'Medical Instruments & Supplies', 'Healthcare Plans', 'Diagnostics & Research'] },
  { name: 'Financials', key: 'fin', weight: 0.13, beta: 1.05, industries: ['Banks—Diversified', 'Banks—Regional', 'Asset Management', 'Capital Markets', 'Insurance—Property & Casualty', 'Insurance—Life', 'Credit Services'] },
  { name: 'Consumer Discretionary', key: 'discr', weight: 0.11, beta: 1.15, industries: ['Internet Retail', 'Auto Manufacturers', 'Auto Parts', 'Restaurants', 'Apparel Retail', 'Home Improvement Retail', 'Leisure', 'Residential Construction'] },
  { name: 'Communication Services', key: 'comm', weight: 0.05, beta: 1.05, industries: ['Internet Content & Information', 'Entertainment', 'Telecom Services', 'Advertising Agencies', 'Electronic Gaming & Multimedia'] },
  { name: 'Industrials', key: 'indu', weight: 0.14, beta: 1.05, industries: ['Aerospace & Defense', 'Specialty Industrial Machinery', 'Railroads', 'Trucking', 'Building Products & Equipment', 'Engineering & Construction', 'Airlines', 'Waste Management'] },
  { name: 'Consumer Staples', key: 'staples', weight: 0.06, beta: 0.6, industries: ['Beverages—Non-Alcoholic', 'Packaged Foods', 'Household & Personal Products', 'Discount Stores', 'Tobacco', 'Farm Products'] },
  { name: 'Energy', key: 'energy', weight: 0.06, beta: 0.9, industries: ['Oil & Gas Integrated', 'Oil & Gas E&P', 'Oil & Gas Midstream', 'Oil & Gas Equipment & Services', 'Oil & Gas Refining & Marketing'] },
  { name: 'Utilities', key: 'util', weight: 0.04, beta: 0.5, industries: ['Utilities—Regulated Electric', 'Utilities—Regulated Gas', 'Utilities—Renewable', 'Utilities—Diversified'] },
  { name: 'Real Estate', key: 'realestate', weight: 0.05, beta: 0.9, industries: ['REIT—Residential', 'REIT—Industrial', 'REIT—Office', 'REIT—Retail', 'REIT—Specialty', 'Real Estate Services'] },
  { name: 'Materials', key: 'materials', weight: 0.06, beta: 1.0, industries: ['Specialty Chemicals', 'Chemicals', 'Gold', 'Copper', 'Steel', 'Building Materials', 'Packaging & Containers'] },
];

export const SECTOR_NAMES: readonly string[] = SECTORS.map((s) => s.name);

const byName = new Map(SECTORS.map((s) => [s.name, s]));

export function sectorByName(name: string): SectorDef | undefined {
  return byName.get(name);
}

export const sectorFactor = (sector: SectorDef): string => `SEC:${sector.key}`;
export const industryFactor = (industry: string): string => `IND:${industry}`;

/** Pick a sector by weight from a uniform number in [0, 1). */
export function sectorAt(u: number): SectorDef {
  let acc = 0;
  for (const s of SECTORS) {
    acc += s.weight;
    if (u < acc) return s;
  }
  return SECTORS[SECTORS.length - 1] as SectorDef;
}
