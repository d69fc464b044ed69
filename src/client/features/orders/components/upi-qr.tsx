import { renderSVG } from 'uqr';

/** The UPI link as a QR code any UPI app scans: an SVG drawn here, shown as an image. */
export default function UpiQr({ link, label }: { link: string; label: string }) {
  const svg = renderSVG(link, { pixelSize: 4, border: 2 });
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      width={176}
      height={176}
      className="size-44 rounded-md border border-slate-200 bg-white"
    />
  );
}
