// The Services page's sections as the editor shows them: the opening, the programmes, virtual coaching, additional
// services, why choose us and the call to action.
import type { ServicesPage, ServicesProgramme } from '@coach/shared';
import { CheckboxField, ListField, TextField } from './editor-fields';
import {
  CardListField,
  CtaForm,
  headingAndIntro,
  PathSelect,
  paragraph,
  required,
  type SectionForm,
  type SectionFormProps,
  textFields,
} from './section-kit';

type Sections = ServicesPage['sections'];
type Form<K extends keyof Sections> = SectionFormProps<Sections[K]>;

function HeroForm({ value, onChange }: Form<'hero'>) {
  const text = textFields('sections.hero', value, onChange);
  return (
    <>
      {text('eyebrow', 'Line above the heading', 80)}
      {text('heading', 'Heading', 120, required)}
      {text('text', 'Text', 600, paragraph)}
      <ListField
        path="sections.hero.points"
        label="Highlights"
        itemLabel="highlight"
        items={value.points}
        onChange={(points) => onChange({ ...value, points })}
        create={() => ''}
        max={6}
        min={0}
      >
        {(item, index, update) => (
          <TextField
            path={`sections.hero.points.${index}`}
            label={`Highlight ${index + 1}`}
            value={item}
            onChange={update}
            max={60}
            required
          />
        )}
      </ListField>
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
});

function ProgrammesForm({ value, onChange }: Form<'programmes'>) {
  return (
    <ListField
      path="sections.programmes.items"
      label="Programmes"
      itemLabel="programme"
      items={value.items}
      onChange={(items) => onChange({ ...value, items })}
      create={newProgramme}
      max={8}
    >
      {(item, index, update) => {
        const path = `sections.programmes.items.${index}`;
        const name = `Programme ${index + 1}`;
        const text = textFields(path, item, update);
        return (
          <>
            {text('title', `${name} title`, 80, required)}
            {text('anchor', `${name} anchor`, 40, {
              required: true,
              hint: 'Its address on the page, e.g. weight-loss for /services#weight-loss',
            })}
            {text('tagline', `${name} tagline`, 120)}
            {text('description', `${name} description`, 800, paragraph)}
            <ListField
              path={`${path}.features`}
              label={`${name} features`}
              itemLabel="feature"
              items={item.features}
              onChange={(features) => update({ ...item, features })}
              create={() => ''}
              max={10}
            >
              {(feature, featureIndex, updateFeature) => (
                <TextField
                  path={`${path}.features.${featureIndex}`}
                  label={`${name} feature ${featureIndex + 1}`}
                  value={feature}
                  onChange={updateFeature}
                  max={160}
                  required
                />
              )}
            </ListField>
            {text('duration', `${name} duration`, 40)}
            <CheckboxField
              label={`Highlight ${name} as “Most Popular”`}
              checked={item.popular}
              onChange={(popular) => update({ ...item, popular })}
            />
            <CheckboxField
              label={`List ${name} in the page's contents`}
              checked={item.in_contents}
              onChange={(in_contents) => update({ ...item, in_contents })}
            />
            {text('learn_more_label', `${name} second button text`, 60)}
            <PathSelect
              label={`${name} second button leads to`}
              value={item.learn_more_path}
              onChange={(learn_more_path) => update({ ...item, learn_more_path })}
            />
          </>
        );
      }}
    </ListField>
  );
}

function VirtualForm({ value, onChange }: Form<'virtual'>) {
  const text = textFields('sections.virtual', value, onChange);
  return (
    <>
      {text('eyebrow', 'Line above the heading', 80)}
      {headingAndIntro('virtual', value, onChange, 400)}
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
  return (
    <>
      {headingAndIntro('additional', value, onChange)}
      <CardListField
        path="sections.additional.items"
        label="Services"
        itemLabel="service"
        items={value.items}
        onChange={(items) => onChange({ ...value, items })}
        max={8}
      />
    </>
  );
}

function WhyForm({ value, onChange }: Form<'why'>) {
  return (
    <>
      {headingAndIntro('why', value, onChange)}
      <CardListField
        path="sections.why.items"
        label="Reasons"
        itemLabel="reason"
        items={value.items}
        onChange={(items) => onChange({ ...value, items })}
        max={8}
      />
    </>
  );
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
