import type { ReactNode } from 'react'

/** One numbered section of a legal document, as en.json and sw.json hold it. */
export interface LegalSection {
  id: string
  heading: string
  paragraphs: string[]
  items: string[]
}

export interface LegalDocumentProps {
  title: string
  updated: string
  /** The label of the table of contents ("On this page"). */
  contentsLabel: string
  intro: string[]
  sections: LegalSection[]
  /** What follows a section's text, by section id: a link to Settings, the contact address... */
  extras?: Partial<Record<string, ReactNode>>
  /** After the last section: the link to the other document. */
  footer?: ReactNode
}

export const legalLinkClass =
  'font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none'

/** A legal text (terms, privacy notice): title, date, introduction, table of contents and numbered sections. */
export function LegalDocument({
  title,
  updated,
  contentsLabel,
  intro,
  sections,
  extras = {},
  footer,
}: LegalDocumentProps) {
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 leading-relaxed sm:py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h1>
        <p className="text-sm text-muted-foreground">{updated}</p>
      </header>
      {intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <nav aria-labelledby="legal-contents" className="rounded-xl border bg-muted/40 p-4">
        <h2 id="legal-contents" className="mb-2 font-semibold">
          {contentsLabel}
        </h2>
        <ol className="flex flex-col gap-1 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={legalLinkClass}>
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="flex scroll-mt-20 flex-col gap-3"
        >
          <h2 id={`${section.id}-heading`} className="text-xl font-semibold tracking-tight">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items.length > 0 && (
            <ul className="flex list-disc flex-col gap-2 pl-6">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {extras[section.id]}
        </section>
      ))}
      {footer && <footer className="border-t pt-4">{footer}</footer>}
    </article>
  )
}
