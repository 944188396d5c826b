import { useTranslation } from 'react-i18next';
import { DEFAULT_CELLS, RANK, hasKey, rankWith, type CellEntry, type CellRendererProps } from '../../../engine/list';
import type { AlertHistoryEntry } from '../../../contracts';
import type { AlertRow } from '../logic/alertRows';
import { deliveryWords } from '../logic/alertRows';
import { useAlertsCellContext } from './AlertsCellContext';

/** The status's name and, for an active or paused alert, the button that pauses or resumes it. */
export function StatusCell({ row, t }: CellRendererProps) {
  const { toggle, busyId } = useAlertsCellContext();
  const { alert, status } = row as AlertRow;
  const canToggle = status === 'active' || status === 'paused';
  return (
    <span className={`al-status al-status--${status}`}>
      <span className="al-status__name">{t(`alerts:status.${status}`)}</span>
      {canToggle && (
        <button type="button" className="al-status__toggle" disabled={busyId === alert.id} data-testid="alert-toggle"
          aria-label={`${t(`alerts:action.${status === 'active' ? 'pause' : 'resume'}`)}: ${alert.name}`} onClick={() => toggle(alert)}>
          {t(`alerts:action.${status === 'active' ? 'pause' : 'resume'}`)}
        </button>
      )}
    </span>
  );
}

/** The channels by name. */
export function ChannelsCell({ value, t }: CellRendererProps) {
  const channels = Array.isArray(value) ? value : [];
  return <span>{channels.map((c) => t(`alerts:channel.${String(c)}`)).join(', ')}</span>;
}

/** One chip per channel: its outcome, the attempts and the last error in the chip's title. */
export function DeliveriesCell({ row }: CellRendererProps) {
  const { t } = useTranslation('alerts');
  const entry = row.entry as AlertHistoryEntry;
  return (
    <span className="al-deliveries">
      {entry.deliveries.map((d) => (
        <span key={d.channel} className={`al-delivery al-delivery--${d.status}`} title={deliveryWords(d, t)} data-testid={`delivery-${d.channel}`}>
          {t(`channel.${d.channel}`)}: {t(`delivery.${d.status}`)}{d.attempts > 1 ? ` (${d.attempts})` : ''}
        </span>
      ))}
    </span>
  );
}

/** The alerts' table: the status with its pause/resume button, the channels by name. */
export const ALERT_CELLS: readonly CellEntry[] = [
  ...DEFAULT_CELLS,
  { name: 'alerts.status', tester: rankWith(RANK.PLUGIN, hasKey('status')), renderer: StatusCell, focusable: true },
  { name: 'alerts.channels', tester: rankWith(RANK.PLUGIN, hasKey('channels')), renderer: ChannelsCell },
];

/** The history's table: the deliveries as chips. */
export const HISTORY_CELLS: readonly CellEntry[] = [
  ...DEFAULT_CELLS,
  { name: 'alerts.deliveries', tester: rankWith(RANK.PLUGIN, hasKey('deliveries')), renderer: DeliveriesCell, tooltip: ({ value }) => String(value ?? '') },
];
