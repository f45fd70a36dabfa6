/**
 * The admin's dialogs with choices (export reason, edit registration, the desk's walk-in form) in
 * both languages at phone and laptop width: every checkbox and radio is drawn at its own small size
 * with its words beside it, never stretched by the console's text-field rule with its label squeezed
 * to a letter or two (issue 19). Screenshots of each dialog go to test-results/admin-dialogs/.
 */
import path from 'node:path';
import { type Locator, type Page, expect, test } from '@playwright/test';
import type { Locale } from '@forum/shared';
import { uniqueEmail } from './support/adminApi';
import { openDesk, signIn } from './support/checkinDesk';

const SHOTS = path.join('test-results', 'admin-dialogs');

const L = {
  ko: {
    export: '엑셀 다운로드',
    exportDialog: '엑셀 다운로드 사유',
    edit: '수정',
    editDialog: '등록 정보 수정',
    walkIn: '현장 등록',
    walkInDialog: '현장 등록',
  },
  en: {
    export: 'Export to Excel',
    exportDialog: 'Reason for the download',
    edit: 'Edit',
    editDialog: 'Edit registration',
    walkIn: 'Register a walk-in',
    walkInDialog: 'Walk-in registration',
  },
} as const;

interface ChoiceProblem {
  label: string;
  inputWidth: number;
  textWidth: number;
  naturalWidth: number;
  overflows: boolean;
}

/** Each checkbox and radio in the dialog: its width, and how much room its words have. */
async function measureChoices(dialog: Locator): Promise<ChoiceProblem[]> {
  return dialog.evaluate((root) =>
    Array.from(root.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]')).map((input) => {
      const label = input.closest('label');
      const words = label
        ? Array.from(label.children).find((child) => child !== input && child.textContent?.trim())
        : null;
      const text = (words ?? label) as HTMLElement;
      // The words' width on one line, to compare with the room they were given.
      const probe = text.cloneNode(true) as HTMLElement;
      probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap;width:max-content';
      root.append(probe);
      const naturalWidth = probe.getBoundingClientRect().width;
      probe.remove();
      const box = text.getBoundingClientRect();
      const dialogBox = root.getBoundingClientRect();
      return {
        label: text.textContent?.trim() ?? '',
        inputWidth: input.getBoundingClientRect().width,
        textWidth: box.width,
        naturalWidth,
        overflows: text.scrollWidth > text.clientWidth + 1 || box.right > dialogBox.right + 1,
      };
    }),
  );
}

async function expectChoicesDrawnWell(dialog: Locator, name: string): Promise<void> {
  const choices = await measureChoices(dialog);
  expect(choices.length, `${name} has choices`).toBeGreaterThan(0);
  for (const choice of choices) {
    expect(choice.inputWidth, `${name}: the box of "${choice.label}"`).toBeLessThanOrEqual(32);
    // Squeezed words are a letter or two wide; words with room take their own width, or 100 px at least.
    expect(choice.textWidth, `${name}: room for "${choice.label}"`).toBeGreaterThanOrEqual(
      Math.min(100, choice.naturalWidth) - 1,
    );
    expect(choice.overflows, `${name}: "${choice.label}" cut off`).toBe(false);
  }
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

for (const locale of ['ko', 'en'] as const satisfies readonly Locale[]) {
  for (const width of [375, 1280] as const) {
    test(`${locale} ${width}px: the checkboxes and radios of the export, edit and walk-in dialogs keep their size and words`, async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(90_000);
      const l = L[locale];
      const tag = `DLG${locale}${width}${Date.now().toString(36)}`;
      const email = uniqueEmail('dialogs');
      const registered = await request.post('/api/user', {
        data: {
          company: `${tag} Labs`,
          name: 'Dialog Person',
          title: 'CEO',
          email,
          phone: '010-5555-0102',
          biztype: 2,
          attendext: ['day11'],
          about: 'other',
          aboutOther: 'Newsletter',
          consent: true,
          locale,
        },
      });
      expect(registered.status()).toBe(201);
      await page.setViewportSize({ width, height: width < 600 ? 812 : 800 });
      await signIn(context, request, locale);
      await page.goto('/admin');
      await page.getByRole('searchbox').fill(tag);
      // Each width and language registers its own Dialog Person: wait for the search to narrow.
      await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1, { timeout: 15_000 });
      await expect(page.getByRole('rowheader', { name: 'Dialog Person' })).toBeVisible();

      await page.getByRole('button', { name: l.export, exact: true }).click();
      const exportDialog = page.getByRole('dialog', { name: l.exportDialog });
      await expect(exportDialog).toBeVisible();
      await expectChoicesDrawnWell(exportDialog, 'export reason');
      await shoot(page, `export-reason-${locale}-${width}`);
      await exportDialog.press('Escape');
      await expect(exportDialog).toHaveCount(0);

      await page.getByRole('button', { name: `${l.edit} Dialog Person (${email})` }).click();
      const editDialog = page.getByRole('dialog', { name: l.editDialog });
      await expect(editDialog).toBeVisible();
      await expectChoicesDrawnWell(editDialog, 'edit registration');
      await shoot(page, `edit-${locale}-${width}`);
      await editDialog.press('Escape');
      await expect(editDialog).toHaveCount(0);

      await openDesk(page, locale);
      await page.getByRole('button', { name: l.walkIn, exact: true }).click();
      const walkIn = page.getByRole('dialog', { name: l.walkInDialog });
      await expect(walkIn).toBeVisible();
      // The consent checkbox waits for the retention date from the server.
      await expect(walkIn.getByRole('checkbox').last()).toBeEnabled();
      await expectChoicesDrawnWell(walkIn, 'walk-in');
      await shoot(page, `walk-in-${locale}-${width}`);
    });
  }
}
