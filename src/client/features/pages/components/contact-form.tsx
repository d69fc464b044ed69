import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/form-controls';
import { useFormAction } from '../../../lib/form-action';
import { toast } from '../../../lib/toast';
import { sendContact } from '../api';
import { FormRefusal } from './form-refusal';

const required = ['name', 'email', 'message'] as const;

export function ContactForm() {
  const { t } = useTranslation('pages');
  const [{ values, errors, failure, message }, action, pending] = useFormAction(
    () => import('../../../../shared/contact/schema').then((m) => m.contactSchema),
    async (message) => {
      await sendContact(message);
      toast.success(t('pages:contact.success.title'), {
        description: t('pages:contact.success.description'),
      });
    },
    (refused) => {
      if (refused.failure === undefined && required.some((name) => !refused.values[name]?.trim()))
        toast.error(t('pages:contact.incomplete.title'), {
          description: t('pages:contact.incomplete.description'),
        });
    },
  );

  const text = (name: 'name' | 'email' | 'company', type: string, autoComplete: string) => (
    <Field
      label={t(`pages:contact.form.${name}`)}
      name={name}
      type={type}
      autoComplete={autoComplete}
      defaultValue={values[name]}
      error={errors[name]}
    />
  );

  return (
    <form action={action} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', 'text', 'name')}
        {text('email', 'email', 'email')}
      </div>
      {text('company', 'text', 'organization')}
      <TextAreaField
        label={t('pages:contact.form.message')}
        name="message"
        rows={6}
        defaultValue={values.message}
        error={errors.message}
      />
      <FormRefusal failure={failure} message={message} />
      <button
        type="submit"
        disabled={pending}
        className="rounded-md bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
      >
        {pending ? t('pages:contact.form.submitting') : t('pages:contact.form.submit')}
      </button>
    </form>
  );
}
