// The consultation form: a plain form that posts to /forms/consultation (the page answers it without script, its free
// times a plain choice); in the browser, the spec's messages per field on submit, cleared as each field is edited, the
// same tRPC call as ever and the success card. The fields are the browser's own (read with FormData on submit), so
// nothing typed before the island woke is lost; the shared schema checks them, loaded when the visitor starts on the
// form (decision 167).
import {
  CONSULTATION_GOALS,
  CONSULTATION_MESSAGES,
  type ConsultationGoal,
  formAction,
  GOAL_LABELS,
  HONEYPOT_FIELD,
} from '@coach/shared';
import { CalendarCheck } from 'lucide-react';
import { type FormEvent, Suspense, useCallback, useState } from 'react';
import {
  FormAlert,
  HoneypotField,
  InputField,
  NumberField,
  SelectField,
  TextAreaField,
} from '@/components/ui/form-field';
import { SlotPicker } from '@/features/booking/public/slot-picker';
import { formatDateTime, visitorTimeZone } from '@/features/booking/slot-time';
import { useZoneNames } from '@/features/booking/use-zone-names';
import { type NamedFreeSlots, zoneNameHere } from '@/features/booking/zone-names';
import { serverErrorText } from '@/lib/errors';
import { type FormPost, FormPostFields, typedValue } from '@/lib/form-post';
import { sendToServer } from '@/lib/islands/call-server';
import { defineIsland } from '@/lib/islands/define-island';
import { useBrowserValue, useLive } from '@/lib/islands/use-live';
import { leadAttribution } from '@/lib/visits';
import type { FieldErrors } from './consultation-validation';
import { PrivacyNotice } from './privacy-notice';

/** What lead.bookConsultation answers that the card shows: the booked time, when one was chosen. */
type Receipt = { booking?: { start: string } };

/** What the success card shows; the time with the business's zone when the server drew it. */
type Booked = { phone: string; goal: ConsultationGoal; start?: string; timezone?: string };

let validation: Promise<typeof import('./consultation-validation')> | undefined;
/** The schema's module, asked for once: when the form is first focused, or at the first submit (again if it failed). */
const loadValidation = () => {
  validation ??= import('./consultation-validation').catch((error: unknown) => {
    validation = undefined;
    throw error;
  });
  return validation;
};

/** The optional numbers, with the spec's browser hints (age 16-80, weights 30-200 in steps of 0.1). */
/** The goals the public form offers (the spec's two; the portal may also set maintenance). */
const FORM_GOALS = ['weight_loss', 'weight_gain'] as const;

const NUMBER_FIELDS = [
  { name: 'age', label: 'Age', hint: '16 to 80', min: 16, max: 80, step: undefined },
  { name: 'current_weight', label: 'Current Weight (kg)', hint: '30 to 200', min: 30, max: 200, step: 0.1 },
  { name: 'target_weight', label: 'Target Weight (kg)', hint: '30 to 200', min: 30, max: 200, step: 0.1 },
] as const;

const isGoal = (goal: string | undefined): goal is ConsultationGoal =>
  (CONSULTATION_GOALS as readonly string[]).includes(goal ?? '');

/** A plain post's success, as the server answered it: the card, with her phone and goal when it left them. */
function bookedByPost(post: FormPost): Booked | 'sent' | null {
  if (post.outcome?.status !== 'sent') return null;
  const { phone, goal, start, timezone } = post.outcome.details ?? {};
  return phone && isGoal(goal) ? { phone, goal, start, timezone } : 'sent';
}

function ConsultationForm({ post, slots }: { post: FormPost; slots: NamedFreeSlots | null }) {
  const refused = post.outcome?.status === 'refused' ? post.outcome.refused : null;
  const [failure, setFailure] = useState(refused?.failure ?? '');
  const [booked, setBooked] = useState(() => bookedByPost(post));
  const [errors, setErrors] = useState<FieldErrors>(refused?.errors ?? {});
  const [slotStart, setSlotStart] = useState(typedValue(post, 'slot_start') ?? '');
  const [slotsReload, setSlotsReload] = useState(0);
  const [sending, setSending] = useState(false);

  // Stable, so that the picker (memoised) is not drawn again when the form is: a press of Book redraws the form.
  const chooseSlot = useCallback((start: string) => {
    setSlotStart(start);
    setFailure('');
  }, []);

  /** Editing a field clears that field's message (and a previous failure notice). */
  const edited = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    setErrors((current) => (current[name] === undefined ? current : { ...current, [name]: undefined }));
    setFailure('');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = { ...Object.fromEntries(new FormData(form)), slot_start: slotStart };
    const checks = await loadValidation().catch(() => null);
    if (!checks) {
      // The page could not fetch its checks (the connection dropped): nothing was sent, and the next try asks again.
      setFailure(CONSULTATION_MESSAGES.failed);
      return;
    }
    const verdict = checks.validateConsultation(values);
    if ('errors' in verdict) {
      setErrors(verdict.errors);
      // The first field with a message takes the focus, so a keyboard or screen reader user lands on it.
      const first = [...form.elements].find(
        (element): element is HTMLInputElement =>
          'name' in element && verdict.errors[(element as HTMLInputElement).name] !== undefined,
      );
      first?.focus();
      return;
    }
    setErrors({});
    setFailure('');
    const input = verdict.data;
    setSending(true);
    try {
      const receipt = await sendToServer<Receipt>('lead.bookConsultation', {
        ...input,
        attribution: leadAttribution(),
      });
      setBooked({ phone: input.phone, goal: input.goal, start: receipt.booking?.start });
    } catch (error) {
      setFailure(serverErrorText(error) ?? CONSULTATION_MESSAGES.failed);
      // The chosen time may just have been taken: show the times as they are now.
      if (input.slot_start) {
        setSlotStart('');
        setSlotsReload((count) => count + 1);
      }
    } finally {
      setSending(false);
    }
  };

  if (booked) return <BookedCard booked={booked} />;

  const field = (name: string) => ({ name, defaultValue: typedValue(post, name) });
  return (
    <form
      method="post"
      action={formAction('consultation')}
      onSubmit={submit}
      onChange={edited}
      onFocus={() => void loadValidation().catch(() => {})}
      noValidate
      className="relative grid gap-4 sm:grid-cols-2"
      aria-label="Book a free consultation"
    >
      {failure && (
        <div className="sm:col-span-2">
          <FormAlert>{failure}</FormAlert>
        </div>
      )}
      <FormPostFields post={post} />
      <InputField label="Full Name" required error={errors.name} autoComplete="name" {...field('name')} />
      <InputField label="Email" required error={errors.email} type="email" autoComplete="email" {...field('email')} />
      <InputField
        label="Phone"
        required
        error={errors.phone}
        type="tel"
        autoComplete="tel"
        placeholder="Your phone number"
        {...field('phone')}
      />
      <SelectField
        label="Your Goal"
        required
        error={errors.goal}
        name="goal"
        defaultValue={typedValue(post, 'goal') ?? 'weight_loss'}
        options={FORM_GOALS.map((goal) => ({ value: goal, label: GOAL_LABELS[goal] }))}
      />
      {NUMBER_FIELDS.map(({ name, label, hint, min, max, step }) => (
        <NumberField
          key={name}
          label={label}
          hint={hint}
          error={errors[name]}
          inputMode={step ? 'decimal' : 'numeric'}
          min={min}
          max={max}
          step={step}
          {...field(name)}
        />
      ))}
      <div className="sm:col-span-2">
        <TextAreaField
          label="Tell us about your health and goals"
          error={errors.message}
          rows={4}
          {...field('message')}
        />
      </div>
      <div className="sm:col-span-2">
        {/* A boundary of its own: the fields she types into hydrate first, the week of times after (decision 181). */}
        <Suspense>
          <SlotPicker value={slotStart} initial={slots} reload={slotsReload} onChange={chooseSlot} />
        </Suspense>
        {errors.slot_start && <p className="mt-1 text-sm text-red-600">{errors.slot_start}</p>}
      </div>
      <HoneypotField name={HONEYPOT_FIELD} />
      <div className="sm:col-span-2">
        <button type="submit" className="btn-accent w-full py-3 text-base" disabled={sending}>
          {sending ? CONSULTATION_MESSAGES.booking : 'Book Free Consultation'}
        </button>
        <PrivacyNotice className="mt-3 text-center" />
      </div>
    </form>
  );
}

function BookedCard({ booked }: { booked: Booked | 'sent' }) {
  return (
    <div role="status" className="rounded-2xl bg-brand-50 p-8 text-center">
      <CalendarCheck aria-hidden className="mx-auto size-14 text-brand-600" />
      <h3 className="mt-4 text-2xl font-bold">{CONSULTATION_MESSAGES.booked}</h3>
      <p className="mt-3 text-slate-700">
        A confirmation e-mail is on its way. Our dietitian will contact you within 24 hours.
      </p>
      {booked !== 'sent' && (
        <dl className="mx-auto mt-6 grid max-w-sm grid-cols-2 gap-3 text-left text-sm">
          <dt className="font-semibold text-slate-600">Phone</dt>
          <dd data-testid="booked-phone">{booked.phone}</dd>
          <dt className="font-semibold text-slate-600">Goal</dt>
          <dd data-testid="booked-goal">{GOAL_LABELS[booked.goal]}</dd>
          {booked.start && <BookedTime start={booked.start} serverZone={booked.timezone ?? 'UTC'} />}
        </dl>
      )}
    </div>
  );
}

/** The booked time on the success card, in the visitor's own zone (the business's in the server's page). */
function BookedTime({ start, serverZone }: { start: string; serverZone: string }) {
  const zone = useBrowserValue(visitorTimeZone, serverZone);
  const live = useLive();
  // The server's page (and its hydration) names the zone at once; in the live page the name comes from a worker.
  const named = useZoneNames(live ? [[zone, start]] : []);
  const name = live ? named?.(zone, start) : zoneNameHere(zone, start);
  return (
    <>
      <dt className="font-semibold text-slate-600">Time</dt>
      <dd data-testid="booked-time">
        {formatDateTime(start, zone)}
        {name && ` (${name})`}
      </dd>
    </>
  );
}

export default defineIsland('consultation-form', ConsultationForm);
