// The Disease management page's sections as the editor shows them: the opening with its note, the conditions (each
// with its anchor, symptoms and how nutrition helps), the approach, why choose us and the call to action.
import type { DiseaseCondition, DiseaseManagementPage } from '@coach/shared';
import {
  anchorOptions,
  CtaForm,
  headingAndCards,
  headingAndIntro,
  IconSelect,
  paragraph,
  required,
  type SectionForm,
  type SectionFormProps,
  SectionItemsField,
  textFields,
} from './section-kit';

type Sections = DiseaseManagementPage['sections'];
type Form<K extends keyof Sections> = SectionFormProps<Sections[K]>;

const contentsHint = { required: true, hint: 'Its name in the floating table of contents' };

function HeroForm({ value, onChange }: Form<'hero'>) {
  const text = textFields('sections.hero', value, onChange);
  return (
    <>
      {text('eyebrow', 'Line above the heading', 80)}
      {text('heading', 'Heading', 120, required)}
      {text('text', 'Text', 600, paragraph)}
      {text('note', 'Note in a box', 400, { multiline: true, hint: 'Empty: no note' })}
      {text('contents_label', 'Name in the contents', 40, contentsHint)}
    </>
  );
}

const newCondition = (): DiseaseCondition => ({
  anchor: '',
  name: '',
  description: '',
  symptoms: [''],
  helps: [''],
  icon: 'leaf',
  in_contents: false,
});

function ConditionsForm({ value, onChange }: Form<'conditions'>) {
  const text = textFields('sections.conditions', value, onChange);
  return (
    <>
      {headingAndIntro('conditions', value, onChange)}
      {text('symptoms_label', 'Heading of the symptoms', 60, required)}
      {text('helps_label', 'Heading of how nutrition helps', 60, required)}
      <SectionItemsField
        section="conditions"
        label="Conditions"
        Name="Condition"
        items={value.items}
        onChange={(items) => onChange({ ...value, items })}
        create={newCondition}
        max={8}
      >
        {(item, { name, text: field, lines, check, update }) => (
          <>
            {field('name', `${name} name`, 80, required)}
            {field('anchor', `${name} anchor`, 40, anchorOptions('pcos for /disease-management#pcos'))}
            {field('description', `${name} description`, 800, paragraph)}
            {lines('symptoms', `${name} symptoms`, 'symptom')}
            {lines('helps', `${name}: how nutrition helps`, 'way nutrition helps')}
            <IconSelect label={`${name} icon`} value={item.icon} onChange={(icon) => update({ ...item, icon })} />
            {check('in_contents', `List ${name} in the page's contents`)}
          </>
        )}
      </SectionItemsField>
    </>
  );
}

function ApproachForm({ value, onChange }: Form<'approach'>) {
  return headingAndCards('approach', value, onChange, { label: 'Steps', itemLabel: 'step' });
}

function WhyForm({ value, onChange }: Form<'why'>) {
  return headingAndCards('why', value, onChange, { label: 'Reasons', itemLabel: 'reason' });
}

function GetStartedForm({ value, onChange }: Form<'cta'>) {
  const text = textFields('sections.cta', value, onChange);
  return (
    <>
      <CtaForm value={value} onChange={onChange} />
      {text('contents_label', 'Name in the contents', 40, contentsHint)}
    </>
  );
}

/** The Disease management page's sections in the editor, in the order the page shows them. */
export const DISEASE_SECTION_FORMS: { [K in keyof Sections]: { label: string; Form: SectionForm<Sections[K]> } } = {
  hero: { label: 'Opening', Form: HeroForm },
  conditions: { label: 'Conditions', Form: ConditionsForm },
  approach: { label: 'Our approach', Form: ApproachForm },
  why: { label: 'Why choose us', Form: WhyForm },
  cta: { label: 'Call to action', Form: GetStartedForm },
};
