import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openFromCallToAction } from './support/registrationForm';

for (const path of ['/', '/kor', '/link', '/about']) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

for (const [path, locale] of [
  ['/', 'en'],
  ['/kor', 'ko'],
] as const) {
  test(`axe finds no violations with the registration dialog open on ${path}`, async ({ page }) => {
    await page.goto(path);
    await openFromCallToAction(page, locale);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('axe finds no violations on a phone-width page with the menu open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
