// The Services page's sections as the editor shows them: the opening, the programmes, virtual coaching, additional
// services, why choose us and the call to action.
import type { ServicesPage, ServicesProgramme } from '@coach/shared';
import {
  anchorOptions,
  CardListField,
  CtaForm,
  headingAndCards,
  headingAndIntro,
  PathSelect,
  paragraph,
  required,
  type SectionForm,
  type SectionFormProps,
  SectionItemsField,
  TextListField,
  textFields,
} from './section-kit';

type Sections = ServicesPage['sections'];

/** What a menu name does, under its field. */
const MENU_HINT = {
  hint: "Listed under Services in the site's header menu and in the footer; leave empty to leave it out",
};
type Form<K extends keyof Sections> = SectionFormProps<Sections[K]>;

function HeroForm({ value, onChange }: Form<'hero'>) {
  const text = textFields('sections.hero', value, onChange);
  return (
    <>
      {text('eyebrow', 'Line above the heading', 80)}
      {text('heading', 'Heading', 120, required)}
      {text('text', 'Text', 600, paragraph)}
      <TextListField
        path="sections.hero.points"
        label="Highlights"
        itemLabel="highlight"
        itemName="Highlight"
        items={value.points}
        onChange={(points) => onChange({ ...value, points })}
        max={6}
        min={0}
        itemMax={60}
      />
    </>
  );
}

const newProgramme = (): ServicesProgramme => ({
  anchor: '',
  title: '',
  tagline: '',
  description: '',
  features: [''],
  duration: '',
  icon: 'leaf',
  popular: false,
  in_contents: false,
  learn_more_label: '',
  learn_more_path: '',
  menu_label: '',
});

function ProgrammesForm({ value, onChange }: Form<'programmes'>) {
  return (
    <SectionItemsField
      section="programmes"
      label="Programmes"
      Name="Programme"
      items={value.items}
      onChange={(items) => onChange({ ...value, items })}
      create={newProgramme}
      max={8}
    >
      {(item, { name, text, lines, check, update }) => (
        <>
          {text('title', `${name} title`, 80, required)}
          {text('anchor', `${name} anchor`, 40, anchorOptions('weight-loss for /services#weight-loss'))}
          {text('tagline', `${name} tagline`, 120)}
          {text('description', `${name} description`, 800, paragraph)}
          {lines('features', `${name} features`, 'feature')}
          {text('duration', `${name} duration`, 40)}
          {text('menu_label', `${name} name in the menus`, 40, MENU_HINT)}
          {check('popular', `Highlight ${name} as “Most Popular”`)}
          {check('in_contents', `List ${name} in the page's contents`)}
          {text('learn_more_label', `${name} second button text`, 60)}
          <PathSelect
            label={`${name} second button leads to`}
            value={item.learn_more_path}
            onChange={(learn_more_path) => update({ ...item, learn_more_path })}
          />
        </>
      )}
    </SectionItemsField>
  );
}

function VirtualForm({ value, onChange }: Form<'virtual'>) {
  const text = textFields('sections.virtual', value, onChange);
  return (
    <>
      {text('eyebrow', 'Line above the heading', 80)}
      {headingAndIntro('virtual', value, onChange, 400)}
      {text('menu_label', 'Name in the menus', 40, MENU_HINT)}
      <CardListField
        path="sections.virtual.items"
        label="Points"
        itemLabel="point"
        items={value.items}
        onChange={(items) => onChange({ ...value, items })}
        max={6}
      />
    </>
  );
}

function AdditionalForm({ value, onChange }: Form<'additional'>) {
  return headingAndCards('additional', value, onChange, { label: 'Services', itemLabel: 'service' });
}

function WhyForm({ value, onChange }: Form<'why'>) {
  return headingAndCards('why', value, onChange, { label: 'Reasons', itemLabel: 'reason' });
}

/** The Services page's sections in the editor, in the order the page shows them. */
export const SERVICES_SECTION_FORMS: { [K in keyof Sections]: { label: string; Form: SectionForm<Sections[K]> } } = {
  hero: { label: 'Opening', Form: HeroForm },
  programmes: { label: 'Programmes', Form: ProgrammesForm },
  virtual: { label: 'Virtual coaching', Form: VirtualForm },
  additional: { label: 'Additional services', Form: AdditionalForm },
  why: { label: 'Why choose us', Form: WhyForm },
  cta: { label: 'Call to action', Form: CtaForm },
};
