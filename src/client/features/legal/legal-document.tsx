import type { ReactNode } from 'react';
import { LEGAL_DATE } from '../../../shared/brand.js';

export interface LegalSection {
  title: string;
  /** Paragraphs; a paragraph given as a list of strings renders as a bulleted list. */
  body: (string | string[])[];
}

/** A dated legal text (terms, privacy policy): numbered sections of paragraphs and lists. */
export function LegalDocument({ sections, footer }: { sections: LegalSection[]; footer?: ReactNode }) {
  return (
    <article className="space-y-5 text-sm leading-relaxed">
      <p className="text-muted-foreground">Last updated: {LEGAL_DATE}</p>
      {sections.map((section) => (
        <section key={section.title} className="space-y-2">
          <h2 className="text-base font-semibold">{section.title}</h2>
          {section.body.map((part, index) =>
            typeof part === 'string' ? (
              <p key={index}>{part}</p>
            ) : (
              <ul key={index} className="list-disc space-y-1 pl-5">
                {part.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
      {footer}
    </article>
  );
}
