import { BASE_CONFIGURATION, PHYSICAL_MEDIA, type PortalConfig, type User } from '@portal/contracts';

/** A portal configuration and a user as the server sends them, for tests of the shell. */
export const portalConfigFixture: PortalConfig = {
  brand: {
    id: 'demo',
    name: 'Demo Energy',
    portal_tag: 'Demo Meter Portal',
    colors: {
      primary: '#0055aa',
      secondary: '#00897b',
      background: '#f4f6f8',
      header: '#ffffff',
      headerText: '#222222',
      success: '#2e7d32',
      error: '#c62828',
    },
    logo_url: '/brand/demo/logo.svg',
    map_url: '/brand/demo/map.svg',
    loading_url: '/brand/demo/loading.svg',
    favicon_url: '/brand/demo/favicon.ico',
    medium_icons: Object.fromEntries(
      PHYSICAL_MEDIA.map((medium) => [medium, `/brand/demo/media/${medium}.svg`]),
    ) as PortalConfig['brand']['medium_icons'],
    footer_links: { imprint: 'https://example.com/imprint' },
    manuals: { portal_manual: 'https://example.com/manual.pdf' },
    copyright: '© 2026 Demo Energy',
  },
  version: '25.10.0',
  languages: ['en', 'de'],
  features: { HAS_SSO_FEATURE: false, HAS_ANONYMOUS_REGISTRATION: true },
  sso_login_url: null,
};

export const USER_ID = '0190a1b2-0000-7000-8000-000000000001';
export const COMPANY_ID = '0190a1b2-0000-7000-8000-0000000000c1';

export function userFixture(overrides: Partial<User> = {}): User {
  return {
    url: `http://localhost/api/v2/users/${USER_ID}/`,
    resource_id: USER_ID,
    email: 'supplier@demo.example',
    is_active: true,
    last_login: null,
    role: 'admin',
    companies: [
      {
        url: `http://localhost/api/v2/companies/${COMPANY_ID}/`,
        resource_id: COMPANY_ID,
        name: 'Demo Supplier',
        address: 'Main Street 1, Berlin',
        company_type: 'energy_supplier',
        enabled_features: [],
      },
    ],
    employee: {
      name: 'Sam Supplier',
      is_scheduler: true,
      is_external: false,
      uses_sso: false,
      user_type: 0,
      companies: [],
    },
    created: '2026-01-01T00:00:00Z',
    modified: '2026-01-01T00:00:00Z',
    owner: null,
    password_change_urgency: null,
    custom_data: { webportal_settings: {} },
    app_customization_tables: { features: BASE_CONFIGURATION, meter_presets: [] },
    ...overrides,
  };
}

/** The test user with another role or company type (same company). */
export function userWith(role: User['role'], companyType: User['companies'][number]['company_type']) {
  const base = userFixture();
  return { role, companies: [{ ...base.companies[0]!, company_type: companyType }] };
}

export function storeTestSession(urgency: 'required' | null = null) {
  window.localStorage.setItem(
    'portal.session',
    JSON.stringify({
      token: 'tok',
      expires: new Date(Date.now() + 3_600_000).toISOString(),
      userId: USER_ID,
      urgency,
    }),
  );
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}
