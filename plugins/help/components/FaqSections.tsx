import type { FaqSection } from '../../../contracts';

/** The FAQ's sections, each question opening its answer (answers are plain text: paragraphs by blank lines). */
export function FaqSections({ sections, open }: { sections: readonly FaqSection[]; open: boolean }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.key} className="help-faq__section" aria-labelledby={`faq-${section.key}`}>
          <h2 id={`faq-${section.key}`}>{section.title}</h2>
          {section.entries.map((entry) => (
            // A search opens the matching answers; otherwise the reader opens one at a time.
            <details key={`${entry.id}|${open}`} className="help-faq__entry" open={open}>
              <summary>{entry.question}</summary>
              {entry.answer.split(/\n\s*\n/).map((paragraph, i) => <p key={i}>{paragraph}</p>)}
            </details>
          ))}
        </section>
      ))}
    </>
  );
}
