import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../../shared/trade/schema';
import { TranslateButton, useTranslatable } from '../../../components/ui/translate-button';
import { useWhen } from '../when';

/**
 * One message: mine on the end side, theirs on the start side, with its photos (thumbnails that
 * open the display size) and time. Theirs is shown in the reader's language when it was written
 * in another and a translation provider is configured, 'Show original' a tap away.
 */
export function MessageItem({ message, authorName }: { message: Message; authorName: string }) {
  const { t } = useTranslation('inbox');
  const when = useWhen();
  const { mine } = message;
  return (
    <li className={clsx('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={clsx(
          'max-w-[85%] space-y-2 rounded-2xl px-4 py-3 sm:max-w-[70%]',
          mine ? 'rounded-ee-sm bg-brand-600 text-white' : 'rounded-es-sm border border-slate-200 bg-white',
        )}
      >
        <p className={clsx('text-xs font-medium', mine ? 'text-brand-100' : 'text-slate-500')}>
          {mine ? t('conversation.you') : authorName}
        </p>
        {message.body &&
          (mine ? <p className="whitespace-pre-line">{message.body}</p> : <TheirText message={message} />)}
        {message.photos.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {message.photos.map((photo, i) => (
              <li key={photo.thumbUrl}>
                <a href={photo.displayUrl} target="_blank" rel="noopener" className="block">
                  <img
                    src={photo.thumbUrl}
                    width={photo.width}
                    height={photo.height}
                    alt={t('conversation.photoAlt', {
                      n: i + 1,
                      name: mine ? t('conversation.you') : authorName,
                    })}
                    loading="lazy"
                    className="size-24 rounded-md object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
        <time
          dateTime={message.createdAt}
          className={clsx('block text-xs', mine ? 'text-brand-100' : 'text-slate-500')}
        >
          {when(message.createdAt, true)}
        </time>
      </div>
    </li>
  );
}

/** The other side's text, translated at once when it can be. */
function TheirText({ message }: { message: Message }) {
  const translatable = useTranslatable([message.body], message.language, { auto: true });
  const [text = message.body] = translatable.texts;
  return (
    <>
      <p className="whitespace-pre-line">{text}</p>
      <TranslateButton {...translatable} />
    </>
  );
}
