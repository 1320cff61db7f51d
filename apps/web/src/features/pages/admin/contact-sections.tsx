// The Contact page's sections as the editor shows them: the opening, the names of the ways to reach her, the
// headings of the two forms and the questions people ask.
import type { ContactPageContent } from '@coach/shared';
import { ListField } from './editor-fields';
import {
  headingAndIntro,
  paragraph,
  required,
  type SectionForm,
  type SectionFormProps,
  textFields,
} from './section-kit';

type Sections = ContactPageContent['sections'];
type Form<K extends keyof Sections> = SectionFormProps<Sections[K]>;

function HeroForm({ value, onChange }: Form<'hero'>) {
  const text = textFields('sections.hero', value, onChange);
  return (
    <>
      {text('heading', 'Heading', 120, required)}
      {text('text', 'Text', 400)}
    </>
  );
}

function WaysForm({ value, onChange }: Form<'ways'>) {
  const text = textFields('sections.ways', value, onChange);
  return (
    <>
      <p className="text-sm text-slate-600">The phone, e-mail, WhatsApp number and hours themselves are in Settings.</p>
      {text('call_title', 'Phone card title', 40, required)}
      {text('email_title', 'E-mail card title', 40, required)}
      {text('whatsapp_title', 'WhatsApp card title', 40, required)}
      {text('whatsapp_text', 'WhatsApp link text', 60, required)}
      {text('hours_title', 'Hours card title', 40, required)}
    </>
  );
}

const formHeading =
  (section: 'consultation' | 'message') =>
  ({ value, onChange }: Form<typeof section>) => (
    <>
      <p className="text-sm text-slate-600">The form itself always shows; hiding this section hides its words.</p>
      {headingAndIntro(section, value, onChange)}
    </>
  );

function FaqForm({ value, onChange }: Form<'faq'>) {
  const text = textFields('sections.faq', value, onChange);
  return (
    <>
      {text('heading', 'Heading', 120, required)}
      <ListField
        path="sections.faq.items"
        label="Questions"
        itemLabel="question"
        items={value.items}
        onChange={(items) => onChange({ ...value, items })}
        create={() => ({ question: '', answer: '' })}
        max={20}
      >
        {(item, index, update) => {
          const itemText = textFields(`sections.faq.items.${index}`, item, update);
          return (
            <>
              {itemText('question', `Question ${index + 1}`, 200, required)}
              {itemText('answer', `Answer ${index + 1}`, 1000, paragraph)}
            </>
          );
        }}
      </ListField>
    </>
  );
}

/** The Contact page's sections in the editor, in the order the page shows them. */
export const CONTACT_SECTION_FORMS: { [K in keyof Sections]: { label: string; Form: SectionForm<Sections[K]> } } = {
  hero: { label: 'Opening', Form: HeroForm },
  ways: { label: 'Ways to reach you', Form: WaysForm },
  consultation: { label: 'Consultation form heading', Form: formHeading('consultation') },
  message: { label: 'Message form heading', Form: formHeading('message') },
  faq: { label: 'Questions and answers', Form: FaqForm },
};
