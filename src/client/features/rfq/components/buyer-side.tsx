import { useTranslation } from 'react-i18next';
import type { Requirement } from '../../../../shared/trade/schema';
import { Notice } from '../../../components/ui/notice';
import { MatchList } from './match-list';
import { QuoteTable } from './quote-table';

/** The buyer's (or a moderator's) view below the requirement: the quotes, then who received it. */
export function BuyerSide({ requirement: r }: { requirement: Requirement }) {
  const { t } = useTranslation('rfq');
  const open = r.status === 'open';
  return (
    <>
      {!open && r.role === 'buyer' && <Notice tone="info">{t(`rfq:closedNotice.${r.status}`)}</Notice>}
      <QuoteTable requirement={r} canDecide={open && r.role === 'buyer'} />
      <MatchList matches={r.matches} exampleSellers={r.exampleSellers} />
    </>
  );
}
