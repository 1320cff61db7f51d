// Settings: the business details the public site shows (name, owner, phone, e-mail, WhatsApp, hours, social links,
// colours), then the logo, the demo content left, where other tools connect (the API reference), Backups and their
// off-site copies, and HTTPS (the certificate the server obtains itself).
import { type BusinessSettings, businessSettingsSchema } from '@coach/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { AdminPage } from '@/components/admin/admin-page';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { FormAlert, FormField, inputClass } from '@/components/ui/form-field';
import { businessSettings, useSettingsWrites } from '@/features/settings/admin/api';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';
import { BackupsSection } from './backups-section';
import { DemoContentSection } from './demo-content-section';
import { HttpsSection } from './https-section';
import { IntegrationsSection } from './integrations-section';
import { LogoSection } from './logo-section';
import { OffsiteSection } from './offsite-section';

const FIELDS: Array<{ name: FieldPath<BusinessSettings>; label: string; type?: string; hint?: string }> = [
  { name: 'business_name', label: 'Business name' },
  { name: 'owner_name', label: "Owner's name" },
  {
    name: 'owner_short_name',
    label: "Owner's short name",
    hint: 'How greetings and sign-offs name you, e.g. your first name',
  },
  { name: 'tagline', label: 'Tagline', hint: 'One line under the business name' },
  {
    name: 'description',
    label: 'Short description',
    hint: 'A sentence or two about your business: shown under its name in the footer and given to search engines',
  },
  { name: 'credentials', label: 'Credentials', hint: 'e.g. MSc Clinical Nutrition · Registered Dietitian' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'email', label: 'Contact e-mail', type: 'email' },
  { name: 'whatsapp_number', label: 'WhatsApp number', hint: 'International format, digits only, e.g. 919876543210' },
  { name: 'consultation_hours', label: 'Consultation hours', hint: 'e.g. Mon-Sat 9AM-7PM IST' },
  { name: 'instagram_url', label: 'Instagram link', type: 'url', hint: 'Leave empty to hide' },
  { name: 'facebook_url', label: 'Facebook link', type: 'url', hint: 'Leave empty to hide' },
  { name: 'youtube_url', label: 'YouTube link', type: 'url', hint: 'Leave empty to hide' },
  { name: 'street_address', label: 'Street address', hint: 'Optional; shown to search engines only' },
  { name: 'city', label: 'City', hint: 'Optional' },
  { name: 'country', label: 'Country', hint: 'Optional' },
  {
    name: 'brand_color',
    label: 'Brand colour',
    type: 'color',
    hint: 'Buttons, links and headings; dark enough for white text on it',
  },
  {
    name: 'accent_color',
    label: 'Accent colour',
    type: 'color',
    hint: 'Booking buttons; light enough for dark text on it',
  },
];

export function SettingsPage() {
  const { trpc } = useApi();
  const current = useQuery(businessSettings(trpc));
  const { save } = useSettingsWrites();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { form } = useAdminForm<z.input<typeof businessSettingsSchema>, BusinessSettings>({
    resolver: zodResolver(businessSettingsSchema),
  });
  const { reset } = form;
  useEffect(() => {
    if (current.data) reset(current.data);
  }, [current.data, reset]);

  const submit = form.handleSubmit((values) => {
    setResult(null);
    save.mutate(values, {
      onSuccess: () => {
        setResult({ tone: 'success', text: 'Settings saved. The public site shows them on its next page load.' });
      },
      onError: (error) => setResult({ tone: 'error', text: serverErrorText(error) ?? 'Failed to save settings' }),
    });
  });

  return (
    <AdminPage title="Settings">
      {current.isPending ? (
        <p className="text-slate-600">Loading...</p>
      ) : (
        <form
          onSubmit={submit}
          noValidate
          className="max-w-2xl space-y-5 rounded-2xl bg-white p-6 shadow-sm"
          aria-label="Business settings"
        >
          {result && <FormAlert tone={result.tone}>{result.text}</FormAlert>}
          {FIELDS.map(({ name, label, type, hint }) => (
            <FormField key={name} label={label} hint={hint} error={form.formState.errors[name]?.message}>
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  type={type ?? 'text'}
                  className={inputClass}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  {...form.register(name, { onChange: () => form.clearErrors(name) })}
                />
              )}
            </FormField>
          ))}
          <FormField
            label="Delete leads older than N months"
            hint="Consultations and contact messages older than this are deleted once a day, with their bookings and e-mails. Leave empty to keep them."
            error={form.formState.errors.lead_retention_months?.message}
          >
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                type="number"
                inputMode="numeric"
                min={1}
                className={inputClass}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                {...form.register('lead_retention_months', {
                  setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
                  onChange: () => form.clearErrors('lead_retention_months'),
                })}
              />
            )}
          </FormField>
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Settings'}
          </button>
        </form>
      )}
      <LogoSection />
      <DemoContentSection />
      <IntegrationsSection />
      <BackupsSection />
      <OffsiteSection />
      <HttpsSection />
    </AdminPage>
  );
}
