import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ContactInput, type ContactMessage, contactSchema } from '../../../../shared/contact/schema';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useSendContact } from '../api';
import { describedBy, errorText, Field, inputClass } from './field';

const required = ['name', 'email', 'message'] as const;
const emptyForm: ContactInput = { name: '', email: '', company: '', message: '' };

export function ContactForm() {
  const { t } = useTranslation('pages');
  const send = useSendContact();
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactMessage>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptyForm,
  });

  const onInvalid = (_: FieldErrors<ContactInput>) => {
    const values = getValues();
    if (required.some((k) => !values[k]?.trim()))
      toast.error(t('pages:contact.incomplete.title'), {
        description: t('pages:contact.incomplete.description'),
      });
  };
  const onSubmit = handleSubmit(async (message) => {
    try {
      await send.mutateAsync(message);
      toast.success(t('pages:contact.success.title'), {
        description: t('pages:contact.success.description'),
      });
      reset(emptyForm);
    } catch (e) {
      const fields = e instanceof ApiError ? e.fields : undefined;
      for (const [name, message] of Object.entries(fields ?? {}))
        if (name in emptyForm) setError(name as keyof ContactInput, { type: 'server', message });
      toast.error(t('pages:errors.generic'), {
        description: e instanceof ApiError && e.status < 500 ? e.message : t('pages:errors.tryLater'),
      });
    }
  }, onInvalid);

  const text = (name: 'name' | 'email' | 'company', type: string, autoComplete: string) => {
    const id = `contact-${name}`;
    const error = errorText(t, errors[name]);
    return (
      <Field id={id} label={t(`pages:contact.form.${name}`)} error={error}>
        <input
          {...describedBy(id, error)}
          type={type}
          autoComplete={autoComplete}
          className={inputClass}
          {...register(name)}
        />
      </Field>
    );
  };

  const messageError = errorText(t, errors.message);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', 'text', 'name')}
        {text('email', 'email', 'email')}
      </div>
      {text('company', 'text', 'organization')}
      <Field id="contact-message" label={t('pages:contact.form.message')} error={messageError}>
        <textarea
          {...describedBy('contact-message', messageError)}
          rows={6}
          className={inputClass}
          {...register('message')}
        />
      </Field>
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded-md bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
      >
        {isSubmitting ? t('pages:contact.form.submitting') : t('pages:contact.form.submit')}
      </button>
    </form>
  );
}
