import {
  Armchair,
  Building2,
  Car,
  Cog,
  Cpu,
  Factory,
  FlaskConical,
  Footprints,
  Gem,
  Globe,
  HeartPulse,
  Landmark,
  Layers,
  type LucideIcon,
  Mountain,
  Package,
  Palette,
  Pill,
  Shirt,
  Trees,
  Wheat,
} from 'lucide-react';

const categoryIcons: Record<string, LucideIcon> = {
  textiles: Shirt,
  electronics: Cpu,
  agriculture: Wheat,
  automotive: Car,
  chemicals: FlaskConical,
  furniture: Armchair,
  healthcare: HeartPulse,
  packaging: Package,
};

/** Council icons are stored by their lucide name. */
const councilIcons: Record<string, LucideIcon> = {
  palette: Palette,
  wheat: Wheat,
  cog: Cog,
  shirt: Shirt,
  'flask-conical': FlaskConical,
  package: Package,
  gem: Gem,
  layers: Layers,
  mountain: Mountain,
  trees: Trees,
  pill: Pill,
  globe: Globe,
  'building-2': Building2,
  factory: Factory,
  footprints: Footprints,
};

export function CategoryIcon({ category, className }: { category: string; className?: string }) {
  const Icon = categoryIcons[category] ?? Package;
  return <Icon aria-hidden className={className} />;
}

export function CouncilIcon({ icon, className }: { icon: string; className?: string }) {
  const Icon = councilIcons[icon] ?? Landmark;
  return <Icon aria-hidden className={className} />;
}
