import { Clock, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/page-meta';
import { ContactForm } from '../components/contact-form';

const hours = [
  { day: 'weekdays', time: 'weekdaysTime' },
  { day: 'saturday', time: 'saturdayTime' },
  { day: 'sunday', time: 'closed' },
] as const;

export default function ContactPage() {
  const { t } = useTranslation(['pages', 'common']);
  usePageMeta('common:pages.contact', 'common:pageDescriptions.contact');
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold text-ink">{t('common:pages.contact')}</h1>
      <p className="mt-2 text-slate-600">{t('pages:contact.subtitle')}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-2"
        >
          <h2 id="contact-form-heading" className="mb-4 text-xl font-semibold text-ink">
            {t('pages:contact.form.heading')}
          </h2>
          <ContactForm />
        </section>
        <aside className="space-y-6">
          <section aria-labelledby="office-heading" className="rounded-xl bg-slate-50 p-6">
            <h2 id="office-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
              <MapPin aria-hidden className="size-5 text-brand-600" />
              {t('pages:contact.office.heading')}
            </h2>
            <address className="mt-2 not-italic text-slate-700">
              {t('pages:contact.office.company')}
              <br />
              {t('pages:contact.office.line1')}
              <br />
              {t('pages:contact.office.line2')}
              <br />
              {t('pages:contact.office.country')}
            </address>
          </section>
          <section aria-labelledby="hours-heading" className="rounded-xl bg-slate-50 p-6">
            <h2 id="hours-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
              <Clock aria-hidden className="size-5 text-brand-600" />
              {t('pages:contact.hours.heading')}
            </h2>
            <dl className="mt-2 space-y-1 text-slate-700">
              {hours.map(({ day, time }) => (
                <div key={day} className="flex justify-between gap-4">
                  <dt className="font-medium">{t(`pages:contact.hours.${day}`)}</dt>
                  <dd>{t(`pages:contact.hours.${time}`)}</dd>
                </div>
              ))}
            </dl>
          </section>
        </aside>
      </div>
    </div>
  );
}
