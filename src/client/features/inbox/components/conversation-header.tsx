import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import type { Conversation } from '../../../../shared/trade/schema';
import { useFormat } from '../../../lib/format';
import { Link } from '../../../lib/router';

const linkClass = 'font-medium text-brand-700 underline';

/** What the conversation is about: the listing, the inquiry's terms and the other party. */
export function ConversationHeader({
  conversation: c,
  actions,
}: {
  conversation: Conversation;
  actions: ReactNode;
}) {
  const { t } = useTranslation(['inbox', 'trade']);
  const format = useFormat();
  const { inquiry, buyer, supplier } = c;
  const buyerName = buyer.company ? `${buyer.name} · ${buyer.company}` : buyer.name;
  const supplierLink = (
    <Link to={routes.supplier(supplier.id)} className={linkClass}>
      {supplier.name}
    </Link>
  );
  const details: [string, ReactNode][] = [
    [
      t('inbox:conversation.quantity'),
      t('inbox:conversation.quantityValue', {
        quantity: format.number(inquiry.quantity),
        unit: t(`trade:units.${inquiry.unit}`),
      }),
    ],
    [
      t('inbox:conversation.targetPrice'),
      inquiry.targetPrice === null
        ? t('inbox:conversation.noTargetPrice')
        : t('inbox:conversation.perUnit', { price: format.price(inquiry.targetPrice) }),
    ],
    [t('inbox:conversation.delivery'), inquiry.deliveryLocation],
  ];
  if (c.role !== 'supplier') details.push([t('inbox:conversation.supplier'), supplierLink]);
  if (c.role !== 'buyer') details.push([t('inbox:conversation.buyer'), buyerName]);

  return (
    <header className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {c.listing ? (
            <>
              <p className="text-sm text-slate-500">{t('inbox:conversation.aboutLabel')}</p>
              <h1 className="text-xl font-bold text-ink sm:text-2xl">
                <Link to={routes.listing(c.listing.kind, c.listing.id)} className="hover:underline">
                  {c.listing.title}
                </Link>
              </h1>
            </>
          ) : (
            <h1 className="text-xl font-bold text-ink sm:text-2xl">
              {t('inbox:conversation.aboutSupplier', { name: supplier.name })}
            </h1>
          )}
        </div>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {details.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
