// The home page's sections as the editor shows them: the opening and its figures, the headings of the sections whose
// cards come from elsewhere, the services cards and the closing call to action.
import type { HomePage, HomeServiceCard } from '@coach/shared';
import { ListField } from './editor-fields';
import {
  CtaForm,
  FiguresField,
  headingAndIntro,
  IconSelect,
  PathSelect,
  paragraph,
  required,
  type SectionForm,
  type SectionFormProps,
  textFields,
} from './section-kit';

type Sections = HomePage['sections'];
type Form<K extends keyof Sections> = SectionFormProps<Sections[K]>;

function HeroForm({ value, onChange }: Form<'hero'>) {
  const text = textFields('sections.hero', value, onChange);
  return (
    <>
      {text('eyebrow', 'Line above the heading', 120, { hint: 'Empty: your tagline from Settings' })}
      {text('heading', 'Heading', 120, required)}
      {text('text', 'Text', 600, paragraph)}
      {text('primary_label', 'Booking button', 40, required)}
      {text('secondary_label', 'Transformations button', 40, required)}
      <FiguresField
        path="sections.hero.stats"
        items={value.stats}
        onChange={(stats) => onChange({ ...value, stats })}
        max={6}
        min={0}
      />
    </>
  );
}

const headedForm =
  (section: 'transformations' | 'recipes' | 'bmi') =>
  ({ value, onChange }: Form<typeof section>) =>
    headingAndIntro(section, value, onChange);

const newCard = (): HomeServiceCard => ({
  title: '',
  text: '',
  icon: 'leaf',
  link_path: '/services',
  link_anchor: '',
});

function ServicesForm({ value, onChange }: Form<'services'>) {
  return (
    <>
      {headingAndIntro('services', value, onChange)}
      <ListField
        path="sections.services.items"
        label="Services"
        itemLabel="service"
        items={value.items}
        onChange={(items) => onChange({ ...value, items })}
        create={newCard}
        max={8}
      >
        {(item, index, update) => {
          const name = `Service ${index + 1}`;
          const text = textFields(`sections.services.items.${index}`, item, update);
          return (
            <>
              {text('title', `${name} title`, 80, required)}
              {text('text', `${name} text`, 300, paragraph)}
              <IconSelect label={`${name} icon`} value={item.icon} onChange={(icon) => update({ ...item, icon })} />
              <PathSelect
                label={`${name} “Learn more” leads to`}
                value={item.link_path}
                onChange={(link_path) => link_path && update({ ...item, link_path })}
                required
              />
              {text('link_anchor', `${name} place on that page`, 40, {
                hint: 'Optional, e.g. weight-loss for /services#weight-loss',
              })}
            </>
          );
        }}
      </ListField>
    </>
  );
}

/** The home page's sections in the editor, in the order the page shows them. */
export const HOME_SECTION_FORMS: { [K in keyof Sections]: { label: string; Form: SectionForm<Sections[K]> } } = {
  hero: { label: 'Opening and figures', Form: HeroForm },
  transformations: { label: 'Transformations', Form: headedForm('transformations') },
  services: { label: 'Services', Form: ServicesForm },
  recipes: { label: 'Recipes', Form: headedForm('recipes') },
  bmi: { label: 'BMI calculator', Form: headedForm('bmi') },
  cta: { label: 'Call to action', Form: CtaForm },
};
