import { Notice } from './Notice';

export interface ErrorBannerProps {
  /** The messages, already translated. Nothing is shown without any. */
  messages: readonly string[];
  title?: string;
}

/** The validation banner: every problem of the form in one list (document 1 section 5). */
export function ErrorBanner({ messages, title }: ErrorBannerProps) {
  if (messages.length === 0) return null;
  return (
    <Notice kind="error" title={title} testId="error-banner">
      <ul>
        {messages.map((m) => <li key={m}>{m}</li>)}
      </ul>
    </Notice>
  );
}
