import { clsx } from 'clsx';
import { FileText, Upload, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTypes } from '../../../../shared/trust/constants';
import { buttonClass } from '../../../components/ui/field';
import { useFormat } from '../../../lib/format';
import { documentError, type useDocumentChoice } from './document-choice';

const megabyte = 1024 * 1024;
const fileSize = (bytes: number, number: ReturnType<typeof useFormat>['number']) =>
  bytes < megabyte
    ? number(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' })
    : number(bytes / megabyte, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });

/**
 * A certificate file: a labelled file input (visually a button) and the file chosen. The input
 * carries no name and is emptied after each choice: the form's state keeps the file, so React's
 * reset of the form after a submit cannot lose it.
 */
export function DocumentPicker({
  label,
  file,
  onChange,
  error,
  disabled,
}: {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** The form's message about the file (a wrong type is also told at once). */
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('trust');
  const format = useFormat();
  const id = useId();
  const noteId = `${id}-note`;
  const problem = file ? documentError(file) : null;
  const message = problem ? t(`trust:errors.${problem}`) : error;
  return (
    <div className="space-y-1">
      <span aria-hidden className="block text-sm font-medium text-slate-700">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <label
          className={clsx(
            'inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
            disabled && 'pointer-events-none opacity-60',
          )}
        >
          <Upload aria-hidden className="size-4" />
          <span aria-hidden>{file ? t('trust:document.change') : t('trust:document.choose')}</span>
          <input
            type="file"
            className="sr-only"
            accept={documentTypes.join(',')}
            aria-label={label}
            aria-invalid={message ? true : undefined}
            aria-describedby={noteId}
            disabled={disabled}
            onChange={(e) => {
              const picked = e.currentTarget.files?.[0];
              e.currentTarget.value = ''; // the same file chosen again must fire change again
              if (picked) onChange(picked);
            }}
          />
        </label>
        {file ? (
          <span className="flex min-w-0 items-center gap-1 text-sm text-slate-700">
            <FileText aria-hidden className="size-4 shrink-0 text-slate-500" />
            <span className="truncate">{file.name}</span>
            <span className="shrink-0 text-slate-500">({fileSize(file.size, format.number)})</span>
            <button
              type="button"
              onClick={() => onChange(null)}
              disabled={disabled}
              aria-label={t('trust:document.remove')}
              className="rounded-full p-1 text-slate-500 hover:bg-slate-100 hover:text-red-600"
            >
              <X aria-hidden className="size-4" />
            </button>
          </span>
        ) : (
          <span className="text-sm text-slate-500">{t('trust:document.none')}</span>
        )}
      </div>
      <p
        id={noteId}
        role={message ? 'alert' : undefined}
        className={clsx('text-xs', message ? 'text-red-600' : 'text-slate-500')}
      >
        {message ?? t('trust:document.hint')}
      </p>
    </div>
  );
}

/** Props of a text input for an identifier (GSTIN, IEC, RCMC number): typed as printed. */
export const identifierInput = {
  autoComplete: 'off',
  autoCapitalize: 'characters',
  spellCheck: false,
} as const;

/** The end of both claim forms: the certificate and the submit button. */
export function CertificateAndSubmit({
  label,
  document,
  error,
  pending,
  submit,
}: {
  label: string;
  document: ReturnType<typeof useDocumentChoice>;
  error: string | undefined;
  pending: boolean;
  /** The button's label, and while sending. */
  submit: [string, string];
}) {
  return (
    <>
      <DocumentPicker
        label={label}
        file={document.file}
        onChange={document.choose}
        error={document.shownError(error)}
        disabled={pending}
      />
      <div className="flex justify-end">
        <button type="submit" className={buttonClass.primary} disabled={pending}>
          {pending ? submit[1] : submit[0]}
        </button>
      </div>
    </>
  );
}
