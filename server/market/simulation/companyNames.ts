/**
 * Names and websites of generated companies: a distinctive word, a word that fits the sector and
 * the legal form of the country ("Granite Therapeutics Inc.", "Nordlicht Logistics AG").
 */
const FIRST = [
  'Apex', 'Arbor', 'Atlas', 'Aurora', 'Beacon', 'Bluestone', 'Boreal', 'Brightwater', 'Cascade', 'Cedar', 'Centric',
  'Clearwater', 'Cobalt', 'Crescent', 'Crestline', 'Delta', 'Eastbridge', 'Echo', 'Ember', 'Evergreen', 'Falcon',
  'Fairview', 'Foxglove', 'Frontier', 'Galaxy', 'Garnet', 'Glacier', 'Granite', 'Greenfield', 'Harbor', 'Harmony',
  'Highland', 'Horizon', 'Ironwood', 'Juniper', 'Keystone', 'Lakeshore', 'Landmark', 'Laurel', 'Liberty', 'Lighthouse',
  'Linden', 'Lumen', 'Magnolia', 'Maple', 'Marble', 'Meridian', 'Mesa', 'Midland', 'Monarch', 'Northgate', 'Northstar',
  'Oakridge', 'Ocean', 'Onyx', 'Orion', 'Pacific', 'Paragon', 'Pinnacle', 'Pioneer', 'Polaris', 'Prairie', 'Quantum',
  'Quarry', 'Radiant', 'Redwood', 'Ridgeview', 'Riverbend', 'Sable', 'Sagebrush', 'Sapphire', 'Sentinel', 'Sequoia',
  'Sierra', 'Silverline', 'Skyline', 'Sterling', 'Stonebridge', 'Summit', 'Sunrise', 'Tidewater', 'Timber', 'Titan',
  'Trident', 'Union', 'Vertex', 'Vista', 'Westfield', 'Willow', 'Zenith', 'Altair', 'Amber', 'Anchor', 'Argent', 'Ashford',
  'Bayside', 'Birch', 'Blackrock Ridge', 'Bramble', 'Caldera', 'Canyon', 'Capstone', 'Cardinal', 'Carver', 'Castle',
  'Citadel Park', 'Clover', 'Compass', 'Copperleaf', 'Coral', 'Cypress', 'Dawn', 'Driftwood', 'Eagle', 'Elm', 'Emerald',
  'Equinox', 'Everest', 'Fieldstone', 'Firefly', 'Fjord', 'Flint', 'Golden Gate', 'Greystone', 'Hawthorn', 'Heron',
  'Hickory', 'Indigo', 'Iris', 'Jasper', 'Kestrel', 'Kingfisher', 'Lantern', 'Larch', 'Mariner', 'Mistral', 'Nimbus',
  'Nordlicht', 'Obsidian', 'Olympus', 'Opal', 'Osprey', 'Peregrine', 'Pebble', 'Pinewood', 'Quill', 'Raven', 'Regal',
  'Rockport', 'Saffron', 'Sandpiper', 'Seabright', 'Shoreline', 'Solstice', 'Starling', 'Stellar', 'Talon', 'Thistle',
  'Topaz', 'Tundra', 'Upland', 'Valor', 'Velvet', 'Verdant', 'Wayfarer', 'Whitecap', 'Wildflower', 'Windward', 'Yarrow',
];

const SECOND: Record<string, readonly string[]> = {
  Technology: ['Systems', 'Software', 'Semiconductor', 'Networks', 'Digital', 'Data', 'Cloud', 'Microdevices', 'Logic', 'Photonics', 'Computing', 'Analytics'],
  'Health Care': ['Therapeutics', 'Biosciences', 'Pharma', 'Medical', 'Health', 'Diagnostics', 'Genomics', 'Biologics', 'Surgical', 'Bio', 'Life Sciences', 'Oncology'],
  Financials: ['Financial', 'Bancorp', 'Capital', 'Bank', 'Insurance', 'Asset Management', 'Trust', 'Credit', 'Investments', 'Partners', 'Securities', 'Assurance'],
  'Consumer Discretionary': ['Brands', 'Retail', 'Motors', 'Apparel', 'Leisure', 'Homes', 'Restaurants', 'Outfitters', 'Resorts', 'Automotive', 'Stores', 'Travel'],
  'Communication Services': ['Media', 'Communications', 'Telecom', 'Broadcasting', 'Interactive', 'Studios', 'Wireless', 'Publishing', 'Games', 'Entertainment'],
  Industrials: ['Industries', 'Aerospace', 'Engineering', 'Logistics', 'Machinery', 'Manufacturing', 'Rail', 'Freight', 'Controls', 'Dynamics', 'Construction', 'Airlines'],
  'Consumer Staples': ['Foods', 'Beverages', 'Farms', 'Consumer Products', 'Grocers', 'Household', 'Distilleries', 'Provisions', 'Dairy', 'Nutrition'],
  Energy: ['Energy', 'Petroleum', 'Oil & Gas', 'Resources', 'Midstream', 'Drilling', 'Exploration', 'Pipeline', 'Refining', 'Offshore'],
  Utilities: ['Power', 'Electric', 'Utilities', 'Gas & Electric', 'Energy Services', 'Water', 'Renewables', 'Grid'],
  'Real Estate': ['Realty', 'Properties', 'REIT', 'Real Estate', 'Residential', 'Land', 'Estates', 'Property Trust'],
  Materials: ['Materials', 'Chemicals', 'Mining', 'Metals', 'Steel', 'Minerals', 'Packaging', 'Paper', 'Gold', 'Cement'],
};

const slugCache = new Map<string, string>();

function slug(text: string): string {
  let s = slugCache.get(text);
  if (s === undefined) {
    s = text.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]/g, '');
    slugCache.set(text, s);
  }
  return s;
}

/** The company's name from three uniform numbers in [0, 1). */
export function companyName(sector: string, forms: readonly string[], u1: number, u2: number, u3: number): string {
  const seconds = SECOND[sector] ?? SECOND.Industrials ?? ['Industries'];
  return `${FIRST[Math.floor(u1 * FIRST.length)] ?? 'Summit'} ${seconds[Math.floor(u2 * seconds.length)] ?? 'Industries'} ${forms[Math.floor(u3 * forms.length)] ?? 'Inc.'}`;
}

/** The website belonging to a name made by `companyName` (the distinctive and the sector word). */
export function companyWebsite(sector: string, u1: number, u2: number, tld: string): string {
  const seconds = SECOND[sector] ?? SECOND.Industrials ?? ['Industries'];
  const first = FIRST[Math.floor(u1 * FIRST.length)] ?? 'Summit';
  const second = seconds[Math.floor(u2 * seconds.length)] ?? 'Industries';
  return `https://www.${slug(first)}${slug(second.split(' ')[0] ?? second)}${tld}`;
}
