import { Component, type ReactNode } from 'react';
import { Trans } from 'react-i18next';

interface State {
  failed: boolean;
}

/**
 * Catches a page whose code could not be loaded (a new version was deployed meanwhile, or the
 * connection dropped) and offers a reload instead of a blank screen.
 */
export class PageLoadBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="site">
        <main className="site-main site-main--narrow">
          <p role="alert" className="site-notice site-notice--error">
            <Trans i18nKey="site:loadFailed" components={{ reload: <a href={window.location.href} /> }} />
          </p>
        </main>
      </div>
    );
  }
}
