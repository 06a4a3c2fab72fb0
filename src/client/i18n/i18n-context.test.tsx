import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider, useT } from './i18n-context.js';
import { mlSite } from './ml/site.js';
import { loadNamespace } from './namespaces.js';

afterEach(cleanup);

function Titles() {
  const t = useT();
  const admin = useT('admin');
  const account = useT('account');
  return (
    <ul>
      <li>{t('common.close')}</li>
      <li>{admin('login.title')}</li>
      <li>{account('login.title')}</li>
    </ul>
  );
}

describe('useT', () => {
  it('reads the site catalogue and each namespace in English by default', () => {
    render(<Titles />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Close', 'Admin Login', 'Healer Login']);
  });

  it('reads every namespace in the provider’s language', () => {
    render(
      <I18nProvider locale="ml" messages={mlSite}>
        <Titles />
      </I18nProvider>,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['അടയ്ക്കുക', 'അഡ്മിൻ ലോഗിൻ', 'ഹീലർ ലോഗിൻ']);
  });

  it('downloads a namespace once per language', () => {
    expect(loadNamespace('admin', 'ml')).toBe(loadNamespace('admin', 'ml'));
    expect(loadNamespace('admin', 'ml')).not.toBe(loadNamespace('admin', 'en'));
  });
});
