// The legal pages' sections as the editor shows them (the same for the privacy policy, the terms of service and the
// disclaimer): the heading, the review note, the introduction and the numbered parts, whose words are rich text.
import type { LegalPage, LegalPart } from '@coach/shared';
import { RichTextField } from './editor-fields';
import {
  anchorOptions,
  paragraph,
  required,
  type SectionForm,
  type SectionFormProps,
  SectionItemsField,
  textFields,
} from './section-kit';

type Sections = LegalPage['sections'];
type Form<K extends keyof Sections> = SectionFormProps<Sections[K]>;

/** What the rich text may name, filled in from Settings on the page. */
const TOKENS_HINT =
  'May say {business_name}, {owner_name}, {email} and {phone} (as links), {consultation_hours}; a paragraph of only {lead_retention} says how long leads are kept, or goes when they are kept';

function HeaderForm({ value, onChange }: Form<'header'>) {
  const text = textFields('sections.header', value, onChange);
  return (
    <>
      {text('eyebrow', 'Line above the heading', 80)}
      {text('heading', 'Heading', 120, required)}
      <p className="text-sm text-slate-600">
        “Last updated” under the heading is the date the page was last published.
      </p>
    </>
  );
}

function ReviewForm({ value, onChange }: Form<'review'>) {
  const text = textFields('sections.review', value, onChange);
  return (
    <>
      <p className="text-sm text-slate-600">
        Visitors see this note until it is hidden: hide it once the text has been reviewed.
      </p>
      {text('label', 'Words in bold', 60)}
      {text('text', 'Note', 600, paragraph)}
    </>
  );
}

function IntroForm({ value, onChange }: Form<'intro'>) {
  return (
    <RichTextField
      path="sections.intro.html"
      label="Introduction"
      hint={TOKENS_HINT}
      value={value.html}
      onChange={(html) => onChange({ ...value, html })}
    />
  );
}

const newPart = (): LegalPart => ({ anchor: '', heading: '', html: '' });

function PartsForm({ value, onChange }: Form<'parts'>) {
  return (
    <SectionItemsField
      section="parts"
      label="Parts"
      Name="Part"
      items={value.items}
      onChange={(items) => onChange({ ...value, items })}
      create={newPart}
      max={30}
    >
      {(item, { path, name, text, update }) => (
        <>
          {text('heading', `${name} heading`, 120, required)}
          {text('anchor', `${name} anchor`, 40, anchorOptions('cookies for #cookies'))}
          <RichTextField
            path={`${path}.html`}
            label={`${name} text`}
            hint={TOKENS_HINT}
            value={item.html}
            onChange={(html) => update({ ...item, html })}
          />
        </>
      )}
    </SectionItemsField>
  );
}

/** A legal page's sections in the editor, in the order the page shows them. */
export const LEGAL_SECTION_FORMS: { [K in keyof Sections]: { label: string; Form: SectionForm<Sections[K]> } } = {
  header: { label: 'Heading', Form: HeaderForm },
  review: { label: 'Review note', Form: ReviewForm },
  intro: { label: 'Introduction', Form: IntroForm },
  parts: { label: 'Parts', Form: PartsForm },
};
