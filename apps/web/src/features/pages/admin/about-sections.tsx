// The About page's sections as the editor shows them: one small form per section, on the shared schema's fields.
import { type AboutPage, PAGE_ICONS, type PageIcon } from '@coach/shared';
import { FormField, inputClass } from '@/components/ui/form-field';
import { ImageField, ListField, TextField } from './editor-fields';

type Sections = AboutPage['sections'];
type Form<K extends keyof Sections> = { value: Sections[K]; onChange: (value: Sections[K]) => void };
type TextOptions = { multiline?: boolean; required?: boolean };

/**
 * Text fields bound to the string properties of one object of the page (a section, or an item of its lists):
 * `text('heading', 'Heading', 120, { required: true })`. `path` is the object's path in the content.
 */
function textFields<T extends object>(path: string, value: T, onChange: (value: T) => void) {
  return (name: keyof T & string, label: string, max: number, options: TextOptions = {}) => (
    <TextField
      path={`${path}.${name}`}
      label={label}
      value={value[name] as string}
      onChange={(text) => onChange({ ...value, [name]: text })}
      max={max}
      {...options}
    />
  );
}

const required = { required: true };
const paragraph = { required: true, multiline: true };

const ICON_LABELS: Record<PageIcon, string> = {
  target: 'Target',
  microscope: 'Microscope',
  'hand-heart': 'Caring hand',
  leaf: 'Leaf',
  heart: 'Heart',
  star: 'Star',
  sparkles: 'Sparkles',
  shield: 'Shield',
};

export function StoryForm({ value, onChange }: Form<'story'>) {
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

export function StatsForm({ value, onChange }: Form<'stats'>) {
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

/** The heading and introduction the list sections share. */
function headingAndIntro<T extends { heading: string; intro: string }>(
  section: string,
  value: T,
  onChange: (value: T) => void,
) {
  const text = textFields(`sections.${section}`, value, onChange);
  return (
    <>
      {text('heading', 'Heading', 120, required)}
      {text('intro', 'Introduction', 300)}
    </>
  );
}

export function QualificationsForm({ value, onChange }: Form<'qualifications'>) {
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

export function ValuesForm({ value, onChange }: Form<'values'>) {
  return (
    <>
      {headingAndIntro('values', value, onChange)}
      <ListField
        path="sections.values.items"
        label="Values"
        itemLabel="value"
        items={value.items}
        onChange={(items) => onChange({ ...value, items })}
        create={() => ({ title: '', text: '', icon: 'leaf' as const })}
        max={8}
      >
        {(item, index, update) => {
          const name = `Value ${index + 1}`;
          const text = textFields(`sections.values.items.${index}`, item, update);
          return (
            <>
              {text('title', `${name} title`, 80, required)}
              {text('text', `${name} text`, 400, paragraph)}
              <FormField label={`${name} icon`}>
                {({ id }) => (
                  <select
                    id={id}
                    value={item.icon}
                    onChange={(event) => update({ ...item, icon: event.target.value as PageIcon })}
                    className={inputClass}
                  >
                    {PAGE_ICONS.map((icon) => (
                      <option key={icon} value={icon}>
                        {ICON_LABELS[icon]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </>
          );
        }}
      </ListField>
    </>
  );
}

export function ApproachForm({ value, onChange }: Form<'approach'>) {
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

export function MissionForm({ value, onChange }: Form<'mission'>) {
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

export function CtaForm({ value, onChange }: Form<'cta'>) {
  const text = textFields('sections.cta', value, onChange);
  return (
    <>
      {text('heading', 'Heading', 120, required)}
      {text('text', 'Text', 300)}
      {text('primary_label', 'Booking button', 40, required)}
      {text('secondary_label', 'Transformations button', 40, required)}
    </>
  );
}
