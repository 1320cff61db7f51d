// What the section forms of every page share: text fields bound to an object's properties, the heading and
// introduction of a list section, a list of titled cards with icons, and the choice of a page to link to.
import { PAGE_ICONS, PAGE_LINK_PATHS, type PageIcon, type PageLinkPath } from '@coach/shared';
import type { ComponentType, ReactNode } from 'react';
import { FormField, inputClass } from '@/components/ui/form-field';
import { CheckboxField, ListField, TextField } from './editor-fields';

/** One section's form: its value and where its edits go. */
export type SectionFormProps<T> = { value: T; onChange: (value: T) => void };
export type SectionForm<T> = ComponentType<SectionFormProps<T>>;

type TextOptions = { multiline?: boolean; required?: boolean; hint?: string };

/**
 * Text fields bound to the string properties of one object of the page (a section, or an item of its lists):
 * `text('heading', 'Heading', 120, { required: true })`. `path` is the object's path in the content.
 */
export function textFields<T extends object>(path: string, value: T, onChange: (value: T) => void) {
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

export const required = { required: true };
export const paragraph = { required: true, multiline: true };

/** The heading and introduction the list sections share. */
export function headingAndIntro<T extends { heading: string; intro: string }>(
  section: string,
  value: T,
  onChange: (value: T) => void,
  introMax = 300,
) {
  const text = textFields(`sections.${section}`, value, onChange);
  return (
    <>
      {text('heading', 'Heading', 120, required)}
      {text('intro', 'Introduction', introMax)}
    </>
  );
}

const ICON_LABELS: Record<PageIcon, string> = {
  target: 'Target',
  microscope: 'Microscope',
  'hand-heart': 'Caring hand',
  leaf: 'Leaf',
  heart: 'Heart',
  star: 'Star',
  sparkles: 'Sparkles',
  shield: 'Shield',
  'trending-down': 'Falling line',
  'trending-up': 'Rising line',
  'heart-pulse': 'Heartbeat',
  video: 'Video camera',
  'message-circle': 'Message',
  globe: 'Globe',
  'clipboard-list': 'Clipboard',
  'calendar-check': 'Calendar',
  users: 'People',
  award: 'Award',
  scale: 'Scales',
  flower: 'Flower',
  droplets: 'Droplets',
  activity: 'Pulse line',
  stethoscope: 'Stethoscope',
  'chart-line': 'Chart',
  apple: 'Apple',
  'shield-check': 'Shield with tick',
};

export function IconSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: PageIcon;
  onChange: (icon: PageIcon) => void;
}) {
  return (
    <FormField label={label}>
      {({ id }) => (
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as PageIcon)}
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
  );
}

const PATH_LABELS: Record<PageLinkPath | '', string> = {
  '': 'No button',
  '/': 'Home',
  '/services': 'Services',
  '/disease-management': 'Disease management',
  '/transformations': 'Transformations',
  '/recipes': 'Recipes',
  '/blog': 'Blog',
  '/about': 'About',
  '/contact': 'Contact',
};

export function PathSelect({
  label,
  value,
  onChange,
  required = false,
}: {
  label: string;
  value: PageLinkPath | '';
  onChange: (path: PageLinkPath | '') => void;
  /** A link that must lead somewhere: no "No button" choice. */
  required?: boolean;
}) {
  return (
    <FormField label={label}>
      {({ id }) => (
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as PageLinkPath | '')}
          className={inputClass}
        >
          {(required ? PAGE_LINK_PATHS : (['', ...PAGE_LINK_PATHS] as const)).map((path) => (
            <option key={path} value={path}>
              {PATH_LABELS[path]}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** A list of figures: a value ("100+") and its label. */
export function FiguresField({
  path,
  items,
  onChange,
  max,
  min = 1,
}: {
  path: string;
  items: Array<{ value: string; label: string }>;
  onChange: (items: Array<{ value: string; label: string }>) => void;
  max: number;
  min?: number;
}) {
  return (
    <ListField
      path={path}
      label="Figures"
      itemLabel="figure"
      items={items}
      onChange={onChange}
      create={() => ({ value: '', label: '' })}
      max={max}
      min={min}
    >
      {(item, index, update) => {
        const itemText = textFields(`${path}.${index}`, item, update);
        return (
          <div className="grid gap-3 sm:grid-cols-2">
            {itemText('value', `Figure ${index + 1}`, 20, required)}
            {itemText('label', `Label ${index + 1}`, 60, required)}
          </div>
        );
      }}
    </ListField>
  );
}

type Card = { title: string; text: string; icon: PageIcon };

/** A list of cards, each a title, a text and an icon (values, services, reasons). */
export function CardListField<T extends Card>({
  path,
  label,
  itemLabel,
  items,
  onChange,
  max,
}: {
  path: string;
  label: string;
  itemLabel: string;
  items: T[];
  onChange: (items: T[]) => void;
  max: number;
}) {
  const Name = itemLabel.charAt(0).toUpperCase() + itemLabel.slice(1);
  return (
    <ListField
      path={path}
      label={label}
      itemLabel={itemLabel}
      items={items}
      onChange={onChange}
      create={() => ({ title: '', text: '', icon: 'leaf' }) as T}
      max={max}
    >
      {(item, index, update) => {
        const name = `${Name} ${index + 1}`;
        const text = textFields(`${path}.${index}`, item, update);
        return (
          <>
            {text('title', `${name} title`, 80, required)}
            {text('text', `${name} text`, 400, paragraph)}
            <IconSelect label={`${name} icon`} value={item.icon} onChange={(icon) => update({ ...item, icon })} />
          </>
        );
      }}
    </ListField>
  );
}

type Cta = { heading: string; text: string; primary_label: string; secondary_label: string };

/** The closing call to action several pages end with: a heading, a line and two buttons. */
export function CtaForm<T extends Cta>({ value, onChange }: SectionFormProps<T>) {
  const text = textFields('sections.cta', value, onChange);
  return (
    <>
      {text('heading', 'Heading', 120, required)}
      {text('text', 'Text', 300)}
      {text('primary_label', 'Booking button', 40, required)}
      {text('secondary_label', 'Second button', 40, required)}
    </>
  );
}

/** A list of texts edited one by one (highlights, features, symptoms): "Add feature", "Feature 2". */
export function TextListField({
  path,
  label,
  itemLabel,
  itemName,
  items,
  onChange,
  max,
  min,
  itemMax,
}: {
  path: string;
  label: string;
  itemLabel: string;
  /** Each item's label before its number ("Programme 1 feature"). */
  itemName: string;
  items: string[];
  onChange: (items: string[]) => void;
  max: number;
  min?: number;
  itemMax: number;
}) {
  return (
    <ListField
      path={path}
      label={label}
      itemLabel={itemLabel}
      items={items}
      onChange={onChange}
      create={() => ''}
      max={max}
      min={min}
    >
      {(item, index, update) => (
        <TextField
          path={`${path}.${index}`}
          label={`${itemName} ${index + 1}`}
          value={item}
          onChange={update}
          max={itemMax}
          required
        />
      )}
    </ListField>
  );
}

type CardSection = { heading: string; intro: string; items: Card[] };

/** The fields of a section that is a heading, an introduction and cards (additional services, reasons, steps). */
export function headingAndCards<T extends CardSection>(
  section: string,
  value: T,
  onChange: (value: T) => void,
  cards: { label: string; itemLabel: string },
) {
  return (
    <>
      {headingAndIntro(section, value, onChange)}
      <CardListField
        path={`sections.${section}.items`}
        label={cards.label}
        itemLabel={cards.itemLabel}
        items={value.items}
        onChange={(items) => onChange({ ...value, items })}
        max={8}
      />
    </>
  );
}

/** The properties of `T` that hold a `V`. */
type KeysHolding<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T] & string;

/**
 * One item of a section's list, as its fields see it: its path in the content, its name, and fields bound to its
 * properties: text, a list of short lines (`lines('symptoms', 'Condition 1 symptoms', 'symptom')`: up to 10 of 160
 * characters each) and a checkbox.
 */
type ItemFields<T extends object> = {
  path: string;
  name: string;
  text: ReturnType<typeof textFields<T>>;
  lines: (key: KeysHolding<T, string[]>, label: string, itemLabel: string) => ReactNode;
  check: (key: KeysHolding<T, boolean>, label: string) => ReactNode;
  update: (next: T) => void;
};

function itemFields<T extends object>(path: string, name: string, item: T, update: (next: T) => void): ItemFields<T> {
  return {
    path,
    name,
    text: textFields(path, item, update),
    lines: (key, label, itemLabel) => (
      <TextListField
        path={`${path}.${key}`}
        label={label}
        itemLabel={itemLabel}
        itemName={`${name} ${itemLabel}`}
        items={item[key] as string[]}
        onChange={(lines) => update({ ...item, [key]: lines })}
        max={10}
        itemMax={160}
      />
    ),
    check: (key, label) => (
      <CheckboxField
        label={label}
        checked={item[key] as boolean}
        onChange={(checked) => update({ ...item, [key]: checked })}
      />
    ),
    update,
  };
}

/**
 * The items of a section (programmes, conditions, legal parts), each with its own fields: `Name` is the item's name
 * before its number ("Programme" makes "Programme 2 title").
 */
export function SectionItemsField<T extends object>({
  section,
  label,
  Name,
  items,
  onChange,
  create,
  max,
  children,
}: {
  section: string;
  label: string;
  Name: string;
  items: T[];
  onChange: (items: T[]) => void;
  create: () => T;
  max: number;
  children: (item: T, fields: ItemFields<T>) => ReactNode;
}) {
  return (
    <ListField
      path={`sections.${section}.items`}
      label={label}
      itemLabel={Name.toLowerCase()}
      items={items}
      onChange={onChange}
      create={create}
      max={max}
    >
      {(item, index, update) =>
        children(item, itemFields(`sections.${section}.items.${index}`, `${Name} ${index + 1}`, item, update))
      }
    </ListField>
  );
}

/** The options of an item's anchor field: required, with an example of the address it makes. */
export const anchorOptions = (example: string) => ({
  required: true,
  hint: `Its address on the page, e.g. ${example}`,
});
