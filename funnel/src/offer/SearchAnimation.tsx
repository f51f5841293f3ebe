/**
 * The search state's animation (spec: 260px wide): a house with solar panels while a magnifier
 * circles over the region. Inline SVG animated by CSS, so nothing is downloaded.
 */
export function SearchAnimation() {
  return (
    <svg className="search-animation" viewBox="0 0 260 160" width="260" height="160" aria-hidden="true" focusable="false">
      <circle className="search-pulse" cx="130" cy="92" r="40" />
      <circle className="search-pulse search-pulse-late" cx="130" cy="92" r="40" />
      <g className="search-sun">
        <circle cx="206" cy="38" r="13" />
        <path d="M206 13v8M206 55v8M181 38h8M223 38h8M188 20l6 6M218 50l6 6M188 56l6-6M218 26l6-6" />
      </g>
      <path className="search-ground" d="M40 132h180" />
      <path className="search-house" d="M92 132V96l38-30 38 30v36z" />
      <path className="search-roof" d="M84 100l46-38 46 38" />
      <path className="search-panels" d="M104 89l14-11h16l-14 11zM126 89l14-11h16l-14 11z" />
      <rect className="search-door" x="122" y="110" width="16" height="22" rx="2" />
      <g className="search-glass">
        <circle cx="0" cy="0" r="14" />
        <path d="M10 10l12 12" />
      </g>
    </svg>
  );
}
