import { useTranslation } from 'react-i18next';
import { SupplierCard } from '../../../components/suppliers/supplier-card';
import { useSampleSuppliers } from '../api';

/** Loaded when the section nears the viewport: the cards' code and the supplier request. */
export default function SampleSupplierGrid() {
  const { t } = useTranslation(['home', 'directory']);
  const { data, isError } = useSampleSuppliers();
  if (isError) return <p className="text-center text-slate-600">{t('home:suppliers.loadError')}</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {data?.map((s) => (
        <li key={s.id}>
          <SupplierCard supplier={s} />
        </li>
      ))}
    </ul>
  );
}
