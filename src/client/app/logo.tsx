/** The TradeSetu mark (a bridge, "setu") beside the name; the same drawing as favicon.svg. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={`flex items-center gap-2 text-xl font-bold tracking-tight ${className ?? ''}`}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#ea580c" />
        <path
          d="M7 21h18M9 21V13M23 21V13M6 13c4-5 16-5 20 0"
          stroke="#fff"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      TradeSetu
    </span>
  );
}
