import { useCallback, useRef, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useEngine } from '../../../engine/ui';
import { DataLoadingDialog, ExportFormatDialog, ExportOverlay } from './ExportDialogs';
import { exportSettingsOf, type ExportFormat } from './exportPlan';
import { reportExportFailure } from './exportTable';

type Step = 'idle' | 'loading' | 'format' | 'busy';

/** The format popup reads the settings of the moment (an observer, so a change shows at once). */
const FormatStep = observer(function FormatStep({ onChoose, onCancel }: { onChoose(format: ExportFormat): void; onCancel(): void }) {
  const { session } = useEngine();
  return <ExportFormatDialog settings={exportSettingsOf(session.settings)} onChoose={onChoose} onCancel={onCancel} />;
});

/**
 * The steps of an export (document 2 sections 4 and 8): while the data are loading the 'Data
 * Loading!' popup first (Export Later ends, Export Now goes on), then the format popup, then the
 * overlay while `run` works. A failure of `run` is logged and shows no message; the overlay goes
 * either way.
 */
export function useExportFlow(run: (format: ExportFormat) => Promise<void>): { start(loading: boolean): void; element: ReactNode; busy: boolean } {
  const services = useEngine();
  const [step, setStep] = useState<Step>('idle');
  const running = useRef(false);

  const start = useCallback((loading: boolean) => {
    if (running.current) return;
    setStep(loading ? 'loading' : 'format');
  }, []);

  const choose = async (format: ExportFormat) => {
    running.current = true;
    setStep('busy');
    try {
      await run(format);
    } catch (err) {
      await reportExportFailure(services, err);
    } finally {
      running.current = false;
      setStep('idle');
    }
  };

  const close = () => setStep('idle');
  const element =
    step === 'loading' ? <DataLoadingDialog onLater={close} onNow={() => setStep('format')} />
    : step === 'format' ? <FormatStep onChoose={(f) => void choose(f)} onCancel={close} />
    : step === 'busy' ? <ExportOverlay />
    : null;
  return { start, element, busy: step === 'busy' };
}
