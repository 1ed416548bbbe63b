/**
 * The page context (spec §3 "Page context"): what the server tells the runtime
 * about the site, the page and who is looking at it. Read once by the loader
 * from `<script type="application/json" id="site-context">`.
 * Every field is present after reading: missing ones hold safe defaults.
 */
export interface PageContext {
  website: {
    id?: string;
    identifier?: string;
    cloneable: boolean;
    developerMode: boolean;
    baseUrl?: string;
    typekitId?: string;
    [key: string]: unknown;
  };
  templateId?: string;
  templateVersion?: string;
  websiteSettings: {
    disqusShortname?: string;
    commentsEnabled: boolean;
    useEscapeKeyToLogin: boolean;
    mobileInfoBarSettings: Record<string, unknown>;
    popupOverlaySettings: Record<string, unknown>;
    pinterestOverlayOptions: Record<string, unknown>;
    ssBadgeType: number;
    storeSettings: Record<string, unknown>;
    [key: string]: unknown;
  };
  /**
   * The signed-in account's roles: role name or number to role data, or an
   * array of role numbers or names (read by src/core/page-roles.ts); `{}` for a visitor.
   */
  websiteRoles: Record<string, unknown> | (string | number)[];
  /** The signed-in account, or `null` for an anonymous visitor. */
  authenticatedAccount: Record<string, unknown> | null;
  collection: Record<string, unknown> | null;
  collectionId?: string;
  item: Record<string, unknown> | null;
  itemId?: string;
  /** Numeric page type (spec §2 "Page types"); 2 (page) when absent. */
  pageType: number;
  cookieSettings: Record<string, unknown>;
  /** Passed through as the server gives them (no default). */
  googleFonts?: unknown[];
  typekitFonts?: unknown[];
  rollups?: Record<string, unknown>;
  frameRollups?: Record<string, unknown>;
  demoCollections?: unknown[];
  showAnnouncementBar: boolean;
  appDomain?: string;
  /** The site's own wording of catalogue messages, message id → text in the page's language (README "The site's language"). */
  messages?: Record<string, unknown>;
  [key: string]: unknown;
}
