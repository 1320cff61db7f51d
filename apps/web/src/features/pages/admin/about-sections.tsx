// The About page's sections as the editor shows them: one small form per section, on the shared schema's fields.
import type { AboutPage } from '@coach/shared';
import { ImageField, ListField, TextField } from './editor-fields';
import {
  CardListField,
  CtaForm,
  headingAndIntro,
  paragraph,
  required,
  type SectionForm,
  type SectionFormProps,
  textFields,
} from './section-kit';

type Sections = AboutPage['sections'];
type Form<K extends keyof Sections> = SectionFormProps<Sections[K]>;

function StoryForm({ value, onChange }: Form<'story'>) {
  const text = textFields('sections.story', value, onChange);
  return (
    <>
      {text('eyebrow', 'Line above the heading', 80)}
      {text('heading', 'Heading', 120, required)}
      <ListField
        path="sections.story.paragraphs"
        label="Your story"
        itemLabel="paragraph"
        items={value.paragraphs}
        onChange={(paragraphs) => onChange({ ...value, paragraphs })}
        create={() => ''}
        max={8}
      >
        {(item, index, update) => (
          <TextField
            path={`sections.story.paragraphs.${index}`}
            label={`Paragraph ${index + 1}`}
            value={item}
            onChange={update}
            max={1200}
            {...paragraph}
          />
        )}
      </ListField>
      <ImageField
        path="sections.story.portrait"
        label="Your portrait"
        value={value.portrait}
        onChange={(portrait) => onChange({ ...value, portrait })}
      />
      {text('badge', 'Badge on the portrait', 60)}
    </>
  );
}

function StatsForm({ value, onChange }: Form<'stats'>) {
  const text = textFields('sections.stats', value, onChange);
  return (
    <>
      {text('heading', 'Heading (read by screen readers)', 120, required)}
      <ListField
        path="sections.stats.items"
        label="Figures"
        itemLabel="figure"
        items={value.items}
        onChange={(items) => onChange({ ...value, items })}
        create={() => ({ value: '', label: '' })}
        max={8}
      >
        {(item, index, update) => {
          const itemText = textFields(`sections.stats.items.${index}`, item, update);
          return (
            <div className="grid gap-3 sm:grid-cols-2">
              {itemText('value', `Figure ${index + 1}`, 20, required)}
              {itemText('label', `Label ${index + 1}`, 60, required)}
            </div>
          );
        }}
      </ListField>
    </>
  );
}

function QualificationsForm({ value, onChange }: Form<'qualifications'>) {
  return (
    <>
      {headingAndIntro('qualifications', value, onChange)}
      <ListField
        path="sections.qualifications.items"
        label="Qualifications"
        itemLabel="qualification"
        items={value.items}
        onChange={(items) => onChange({ ...value, items })}
        create={() => ''}
        max={20}
      >
        {(item, index, update) => (
          <TextField
            path={`sections.qualifications.items.${index}`}
            label={`Qualification ${index + 1}`}
            value={item}
            onChange={update}
            max={200}
            {...required}
          />
        )}
      </ListField>
    </>
  );
}

function ValuesForm({ value, onChange }: Form<'values'>) {
  return (
    <>
      {headingAndIntro('values', value, onChange)}
      <CardListField
        path="sections.values.items"
        label="Values"
        itemLabel="value"
        items={value.items}
        onChange={(items) => onChange({ ...value, items })}
        max={8}
      />
    </>
  );
}

function ApproachForm({ value, onChange }: Form<'approach'>) {
  return (
    <>
      {headingAndIntro('approach', value, onChange)}
      <ListField
        path="sections.approach.steps"
        label="Steps"
        itemLabel="step"
        items={value.steps}
        onChange={(steps) => onChange({ ...value, steps })}
        create={() => ({ title: '', text: '' })}
        max={8}
      >
        {(item, index, update) => {
          const text = textFields(`sections.approach.steps.${index}`, item, update);
          return (
            <>
              {text('title', `Step ${index + 1} title`, 80, required)}
              {text('text', `Step ${index + 1} text`, 400, paragraph)}
            </>
          );
        }}
      </ListField>
    </>
  );
}

function MissionForm({ value, onChange }: Form<'mission'>) {
  const text = textFields('sections.mission', value, onChange);
  return (
    <>
      {text('mission_heading', 'Mission heading', 120, required)}
      {text('mission_text', 'Mission', 800, paragraph)}
      {text('vision_heading', 'Vision heading', 120, required)}
      {text('vision_text', 'Vision', 800, paragraph)}
    </>
  );
}

/** The About page's sections in the editor, in the order the page shows them. */
export const ABOUT_SECTION_FORMS: { [K in keyof Sections]: { label: string; Form: SectionForm<Sections[K]> } } = {
  story: { label: 'Story and portrait', Form: StoryForm },
  stats: { label: 'Figures', Form: StatsForm },
  qualifications: { label: 'Qualifications', Form: QualificationsForm },
  values: { label: 'Values', Form: ValuesForm },
  approach: { label: 'Approach', Form: ApproachForm },
  mission: { label: 'Mission and vision', Form: MissionForm },
  cta: { label: 'Call to action', Form: CtaForm },
};
