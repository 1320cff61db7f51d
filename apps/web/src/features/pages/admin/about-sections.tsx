// The About page's sections as the editor shows them: one small form per section, on the shared schema's fields.
import { type AboutPage, PAGE_ICONS, type PageIcon } from '@coach/shared';
import { FormField, inputClass } from '@/components/ui/form-field';
import { ImageField, ListField, TextField } from './editor-fields';

type Sections = AboutPage['sections'];
type Form<K extends keyof Sections> = { value: Sections[K]; onChange: (value: Sections[K]) => void };
const at = (section: string, field: string) => `sections.${section}.${field}`;

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
  return (
    <>
      <TextField
        path={at('story', 'eyebrow')}
        label="Line above the heading"
        value={value.eyebrow}
        onChange={(eyebrow) => onChange({ ...value, eyebrow })}
        max={80}
      />
      <TextField
        path={at('story', 'heading')}
        label="Heading"
        value={value.heading}
        onChange={(heading) => onChange({ ...value, heading })}
        max={120}
        required
      />
      <ListField
        path={at('story', 'paragraphs')}
        label="Your story"
        itemLabel="paragraph"
        items={value.paragraphs}
        onChange={(paragraphs) => onChange({ ...value, paragraphs })}
        create={() => ''}
        max={8}
      >
        {(paragraph, index, update) => (
          <TextField
            path={`${at('story', 'paragraphs')}.${index}`}
            label={`Paragraph ${index + 1}`}
            value={paragraph}
            onChange={update}
            max={1200}
            multiline
            required
          />
        )}
      </ListField>
      <ImageField
        path={at('story', 'portrait')}
        label="Your portrait"
        value={value.portrait}
        onChange={(portrait) => onChange({ ...value, portrait })}
      />
      <TextField
        path={at('story', 'badge')}
        label="Badge on the portrait"
        value={value.badge}
        onChange={(badge) => onChange({ ...value, badge })}
        max={60}
      />
    </>
  );
}

export function StatsForm({ value, onChange }: Form<'stats'>) {
  return (
    <>
      <TextField
        path={at('stats', 'heading')}
        label="Heading (read by screen readers)"
        value={value.heading}
        onChange={(heading) => onChange({ ...value, heading })}
        max={120}
        required
      />
      <ListField
        path={at('stats', 'items')}
        label="Figures"
        itemLabel="figure"
        items={value.items}
        onChange={(items) => onChange({ ...value, items })}
        create={() => ({ value: '', label: '' })}
        max={8}
      >
        {(item, index, update) => (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              path={`${at('stats', 'items')}.${index}.value`}
              label={`Figure ${index + 1}`}
              value={item.value}
              onChange={(v) => update({ ...item, value: v })}
              max={20}
              required
            />
            <TextField
              path={`${at('stats', 'items')}.${index}.label`}
              label={`Label ${index + 1}`}
              value={item.label}
              onChange={(label) => update({ ...item, label })}
              max={60}
              required
            />
          </div>
        )}
      </ListField>
    </>
  );
}

function HeadingAndIntro<K extends 'qualifications' | 'values' | 'approach'>({
  section,
  value,
  onChange,
}: Form<K> & { section: K }) {
  return (
    <>
      <TextField
        path={at(section, 'heading')}
        label="Heading"
        value={value.heading}
        onChange={(heading) => onChange({ ...value, heading })}
        max={120}
        required
      />
      <TextField
        path={at(section, 'intro')}
        label="Introduction"
        value={value.intro}
        onChange={(intro) => onChange({ ...value, intro })}
        max={300}
      />
    </>
  );
}

export function QualificationsForm({ value, onChange }: Form<'qualifications'>) {
  return (
    <>
      <HeadingAndIntro section="qualifications" value={value} onChange={onChange} />
      <ListField
        path={at('qualifications', 'items')}
        label="Qualifications"
        itemLabel="qualification"
        items={value.items}
        onChange={(items) => onChange({ ...value, items })}
        create={() => ''}
        max={20}
      >
        {(item, index, update) => (
          <TextField
            path={`${at('qualifications', 'items')}.${index}`}
            label={`Qualification ${index + 1}`}
            value={item}
            onChange={update}
            max={200}
            required
          />
        )}
      </ListField>
    </>
  );
}

/** A title and a short text, as values and approach steps have. */
function TitledText({
  path,
  name,
  item,
  update,
}: {
  path: string;
  name: string;
  item: { title: string; text: string };
  update: (next: { title: string; text: string }) => void;
}) {
  return (
    <>
      <TextField
        path={`${path}.title`}
        label={`${name} title`}
        value={item.title}
        onChange={(title) => update({ ...item, title })}
        max={80}
        required
      />
      <TextField
        path={`${path}.text`}
        label={`${name} text`}
        value={item.text}
        onChange={(text) => update({ ...item, text })}
        max={400}
        multiline
        required
      />
    </>
  );
}

export function ValuesForm({ value, onChange }: Form<'values'>) {
  return (
    <>
      <HeadingAndIntro section="values" value={value} onChange={onChange} />
      <ListField
        path={at('values', 'items')}
        label="Values"
        itemLabel="value"
        items={value.items}
        onChange={(items) => onChange({ ...value, items })}
        create={() => ({ title: '', text: '', icon: 'leaf' as const })}
        max={8}
      >
        {(item, index, update) => (
          <>
            <TitledText
              path={`${at('values', 'items')}.${index}`}
              name={`Value ${index + 1}`}
              item={item}
              update={(next) => update({ ...item, ...next })}
            />
            <FormField label={`Value ${index + 1} icon`}>
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
        )}
      </ListField>
    </>
  );
}

export function ApproachForm({ value, onChange }: Form<'approach'>) {
  return (
    <>
      <HeadingAndIntro section="approach" value={value} onChange={onChange} />
      <ListField
        path={at('approach', 'steps')}
        label="Steps"
        itemLabel="step"
        items={value.steps}
        onChange={(steps) => onChange({ ...value, steps })}
        create={() => ({ title: '', text: '' })}
        max={8}
      >
        {(item, index, update) => (
          <TitledText
            path={`${at('approach', 'steps')}.${index}`}
            name={`Step ${index + 1}`}
            item={item}
            update={update}
          />
        )}
      </ListField>
    </>
  );
}

export function MissionForm({ value, onChange }: Form<'mission'>) {
  const field = (name: keyof Omit<Sections['mission'], 'hidden'>, label: string, max: number, multiline = false) => (
    <TextField
      path={at('mission', name)}
      label={label}
      value={value[name]}
      onChange={(text) => onChange({ ...value, [name]: text })}
      max={max}
      multiline={multiline}
      required
    />
  );
  return (
    <>
      {field('mission_heading', 'Mission heading', 120)}
      {field('mission_text', 'Mission', 800, true)}
      {field('vision_heading', 'Vision heading', 120)}
      {field('vision_text', 'Vision', 800, true)}
    </>
  );
}

export function CtaForm({ value, onChange }: Form<'cta'>) {
  return (
    <>
      <TextField
        path={at('cta', 'heading')}
        label="Heading"
        value={value.heading}
        onChange={(heading) => onChange({ ...value, heading })}
        max={120}
        required
      />
      <TextField
        path={at('cta', 'text')}
        label="Text"
        value={value.text}
        onChange={(text) => onChange({ ...value, text })}
        max={300}
      />
      <TextField
        path={at('cta', 'primary_label')}
        label="Booking button"
        value={value.primary_label}
        onChange={(primary_label) => onChange({ ...value, primary_label })}
        max={40}
        required
      />
      <TextField
        path={at('cta', 'secondary_label')}
        label="Transformations button"
        value={value.secondary_label}
        onChange={(secondary_label) => onChange({ ...value, secondary_label })}
        max={40}
        required
      />
    </>
  );
}
