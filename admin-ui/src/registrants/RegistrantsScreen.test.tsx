import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Registrant, SESSIONS_IN_TIME_ORDER, formatKoreaDateTime, toWire } from '@forum/shared';
import { registrantColumns } from '@forum/shared/spreadsheet';
import {
  AdminHost,
  LAST_PUBLIC_SESSION,
  type Route,
  apiError,
  fakePlatform,
  json,
  memoryStorage,
  sessionOf,
  registrant,
  sessionInfo,
  storedSession,
  stubApi,
  listed,
} from '../testing/adminTestUtils';
import type * as exportWorkbook from './exportWorkbook';
import { buildRegistrationExport } from './exportWorkbook';
import { generateRegistrants } from '@forum/shared/testing';
import { SESSION_STORAGE_KEY } from '../lib/session';

vi.mock('./exportWorkbook', async (importOriginal) => {
  const real = await importOriginal<typeof exportWorkbook>();
  return { buildRegistrationExport: vi.fn(real.buildRegistrationExport) };
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(buildRegistrationExport).mockClear();
});

const KIM = registrant({
  id: 11,
  name: '김민준',
  company: '한빛벤처스',
  email: 'minjun@hanbit.example',
  sessions: ['day11', 'day13'],
  businessType: 1,
  // 09:05 in Seoul on 22 September.
  createdAt: '2025-09-22T00:05:00.000Z',
});
const DOE = registrant({
  id: 12,
  name: 'Jane Doe',
  company: 'Northwind',
  sessions: [],
  businessType: 5,
  createdAt: '2025-10-31T23:59:00.000Z',
});
const LEE = registrant({
  id: 13,
  name: '이서연',
  company: 'Contoso',
  email: 'lee@contoso.example',
  sessions: [LAST_PUBLIC_SESSION.code],
  businessType: 3,
});

function listApi(registrants: Registrant[]): { route: Route; deleted: number[] } {
  const deleted: number[] = [];
  const route: Route = ({ method, path, body }) => {
    const live = registrants.filter((r) => !deleted.includes(r.id));
    if (method === 'GET' && path === '/api/user/list') return json(200, listed(live));
    if (method === 'POST' && path === '/api/user/export') {
      const ids = (body as { ids?: number[] }).ids;
      return json(200, listed(ids ? live.filter((r) => ids.includes(r.id)) : live));
    }
    const match = /^\/api\/user\/(\d+)$/.exec(path);
    if (method === 'DELETE' && match) {
      deleted.push(Number(match[1]));
      return new Response(null, { status: 204 });
    }
    return apiError(404, 'not_found');
  };
  return { route, deleted };
}

function renderList(registrants: Registrant[]) {
  const api = listApi(registrants);
  const calls = stubApi(api.route);
  const { platform, saved } = fakePlatform(memoryStorage({ [SESSION_STORAGE_KEY]: storedSession() }));
  render(<AdminHost platform={platform} />);
  return { ...api, calls, platform, saved };
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const rowTexts = (row: HTMLElement) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent);

describe('the registrant table', () => {
  it('shows a loading state, then the list’s columns in order', async () => {
    renderList([KIM, DOE, LEE]);
    expect(await screen.findByText('등록자 명단을 불러오는 중…')).toHaveAttribute('role', 'status');
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).toEqual([...registrantColumns('ko').map((column) => column.header), '관리']);
  });

  it('numbers rows 1..N in registration order with attended / absent / blank session cells and Korea time', async () => {
    renderList([LEE, DOE, KIM]);
    await screen.findByRole('table');
    const [kim, doe, lee] = bodyRows().map(rowTexts);
    expect(kim!.slice(0, 3)).toEqual(['1', '한빛벤처스', '김민준']);
    // The seed's six sessions, then the invitation-only reception; after the date, the approval status.
    expect(kim!.slice(7, 14)).toEqual(['참석', '불참', '참석', '불참', '불참', '불참', '불참']);
    expect(kim![15]).toBe('2025-09-22 09:05');
    expect(kim![16]).toBe('승인');
    expect(doe!.slice(7, 14)).toEqual(['', '', '', '', '', '', '']);
    expect(doe![15]).toBe(formatKoreaDateTime(DOE.createdAt));
    expect(doe![15]).toBe('2025-11-01 08:59');
    expect(lee![0]).toBe('3');
    expect(screen.getByText('등록자 3명')).toBeInTheDocument();
  });

  it('marks a returning attendee with the other editions of the same e-mail', async () => {
    renderList([{ ...KIM, edition: 2026, alsoEditions: [2025] }, DOE]);
    await screen.findByRole('table');
    const [kim, doe] = bodyRows();
    expect(within(kim!).getByRole('rowheader')).toHaveTextContent('김민준2025년에도 등록');
    expect(within(doe!).getByRole('rowheader')).toHaveTextContent(/^Jane Doe$/);
  });

  it('shows an empty state when nobody has registered', async () => {
    renderList([]);
    expect(await screen.findByText('아직 등록자가 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '엑셀 다운로드' })).toBeDisabled();
  });

  it('reports a failed load and tries again', async () => {
    let fail = true;
    stubApi(() => (fail ? apiError(503, 'service_unavailable') : json(200, listed([KIM]))));
    const { platform } = fakePlatform(memoryStorage({ [SESSION_STORAGE_KEY]: storedSession() }));
    render(<AdminHost platform={platform} />);
    const message = await screen.findByText(/명단을 불러오지 못했습니다\. 일시적으로 서비스를 이용할 수 없습니다/);
    expect(message.closest('[role="alert"]')).not.toBeNull();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('rowheader', { name: '김민준' })).toBeInTheDocument();
  });
});

describe('search, filters and sorting', () => {
  it('searches name, company and e-mail and says how many match', async () => {
    const user = userEvent.setup();
    renderList([KIM, DOE, LEE]);
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: '검색' }), 'CONTOSO');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByRole('rowheader', { name: '이서연' })).toBeInTheDocument();
    expect(screen.getByText('전체 3명 중 1명')).toBeInTheDocument();
    // No. is her number in the full list (she registered third), as in the exported file.
    expect(rowTexts(bodyRows()[0]!)[0]).toBe('3');
  });

  it('filters by session and business type, and clears the filters', async () => {
    const user = userEvent.setup();
    renderList([KIM, DOE, LEE]);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: '참가 세션' }), sessionOf('day13').column.ko);
    expect(bodyRows().map((row) => rowTexts(row)[2])).toEqual(['김민준']);
    await user.selectOptions(screen.getByRole('combobox', { name: '참가 세션' }), '전체 세션');
    await user.selectOptions(screen.getByRole('combobox', { name: '참가자 유형' }), '출자자 (LP)');
    expect(bodyRows().map((row) => rowTexts(row)[2])).toEqual(['Jane Doe']);
    await user.selectOptions(screen.getByRole('combobox', { name: '참가 세션' }), LAST_PUBLIC_SESSION.column.ko);
    expect(screen.getByText('검색 조건에 맞는 등록자가 없습니다.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '필터 초기화' })[0]!);
    expect(bodyRows()).toHaveLength(3);
  });

  it('sorts by a column header and marks it with aria-sort', async () => {
    const user = userEvent.setup();
    renderList([KIM, DOE, LEE]);
    await screen.findByRole('table');
    const nameHeader = screen.getByRole('columnheader', { name: '성명' });
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'No.' })).not.toHaveAttribute('aria-sort');
    const ascending = bodyRows().map((row) => rowTexts(row)[2]);
    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows().map((row) => rowTexts(row)[2])).toEqual([...ascending].reverse());
  });

  it('shows per-session and per-type counts for the rows shown', async () => {
    renderList([KIM, DOE, LEE]);
    await screen.findByRole('table');
    const sessions = screen.getByRole('figure', { name: '세션별 참석 인원' });
    expect(
      within(sessions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      // Kim chose day11 and day13, Lee the last public session: one each of three.
      ...SESSIONS_IN_TIME_ORDER.map((session) =>
        ['day11', 'day13', LAST_PUBLIC_SESSION.code].includes(session.code)
          ? `${session.column.ko}1명 (33%)`
          : `${session.column.ko}0명 (0%)`,
      ),
      '선택한 세션 없음1명 (33%)',
    ]);
    const types = screen.getByRole('figure', { name: '참가자 유형별 인원' });
    expect(within(types).getByText('출자자 (LP)').parentElement).toHaveTextContent('1명');
  });
});

/** Export, then give the reason the dialog asks for. */
async function exportWithReason(
  user: ReturnType<typeof userEvent.setup>,
  reason = '행사 운영 (명찰, 좌석, 현장 등록)',
) {
  await user.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
  const dialog = screen.getByRole('dialog', { name: '엑셀 다운로드 사유' });
  await user.click(within(dialog).getByRole('radio', { name: reason }));
  await user.click(within(dialog).getByRole('button', { name: '다운로드' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('export', () => {
  it('exports the rows the list shows under the export file name', async () => {
    const user = userEvent.setup();
    const { saved } = renderList([KIM, DOE, LEE]);
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: '검색' }), '한빛');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await exportWithReason(user);
    await waitFor(() => expect(saved).toHaveLength(1));
    // A part of the list is named for its filter (exportFileName.test.ts); the whole list keeps the seed's name.
    expect(saved[0]!.fileName).toBe('sif2024_registration_search-한빛.xlsx');
    // An .xlsx file is a zip: it starts with "PK".
    expect(String.fromCharCode(...saved[0]!.bytes.slice(0, 2))).toBe('PK');
    expect(vi.mocked(buildRegistrationExport)).toHaveBeenCalledWith([KIM], 'ko', new Map([[KIM.id, 1]]));
    expect(
      await screen.findByText('1명을 sif2024_registration_search-한빛.xlsx 파일로 내보냈습니다.'),
    ).toBeInTheDocument();
  });

  it('exports every row, in the order shown, when no filter is set', async () => {
    const user = userEvent.setup();
    renderList([KIM, DOE, LEE]);
    await screen.findByRole('table');
    await user.click(within(screen.getByRole('columnheader', { name: 'No.' })).getByRole('button'));
    await exportWithReason(user);
    await waitFor(() =>
      expect(vi.mocked(buildRegistrationExport)).toHaveBeenCalledWith(
        [LEE, DOE, KIM],
        'ko',
        new Map([
          [LEE.id, 3],
          [DOE.id, 2],
          [KIM.id, 1],
        ]),
      ),
    );
  });

  it('keeps each registrant’s No. from the full list under a filter and a sort, on screen and in the file', async () => {
    const user = userEvent.setup();
    const { saved } = renderList([KIM, DOE, LEE]);
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: '검색' }), 'contoso');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    // 이서연 registered third: she stays No. 3 when she is the only row shown.
    expect(rowTexts(bodyRows()[0]!).slice(0, 3)).toEqual(['3', 'Contoso', '이서연']);
    await user.clear(screen.getByRole('searchbox', { name: '검색' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '참가자 유형' }), '출자자 (LP)');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(rowTexts(bodyRows()[0]!)[0]).toBe('2');
    await exportWithReason(user);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(vi.mocked(buildRegistrationExport)).toHaveBeenCalledWith([DOE], 'ko', new Map([[DOE.id, 2]]));
    // The workbook writes these numbers (shared/src/spreadsheet/registrationNumber.test.ts reads them back).
  });

  it('shows the platform’s own reason when saving failed, as an alert', async () => {
    const user = userEvent.setup();
    const { platform } = renderList([KIM]);
    vi.mocked(platform.saveWorkbook).mockResolvedValueOnce({ failed: true, message: 'Disk full (test)' });
    await screen.findByRole('table');
    await exportWithReason(user);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Disk full (test)'));
    expect(alert).not.toHaveTextContent('엑셀 파일을 만들지 못했습니다');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('status')).not.toHaveTextContent(/내보냈습니다/);
  });

  it('shows the generic failure when saving throws', async () => {
    const user = userEvent.setup();
    const { platform } = renderList([KIM]);
    vi.mocked(platform.saveWorkbook).mockRejectedValueOnce(new Error('technical detail'));
    await screen.findByRole('table');
    await exportWithReason(user);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('엑셀 파일을 만들지 못했습니다. 다시 시도해 주세요.'));
    expect(alert).not.toHaveTextContent('technical detail');
  });
});

describe('export reason', () => {
  it('asks for a reason before anything is fetched, and sends it with the ids of a filtered list', async () => {
    const user = userEvent.setup();
    const { calls, saved } = renderList([KIM, DOE, LEE]);
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: '검색' }), '한빛');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    const dialog = screen.getByRole('dialog', { name: '엑셀 다운로드 사유' });
    expect(dialog).toHaveTextContent('1명의 개인정보를 내려받습니다');
    await user.click(within(dialog).getByRole('button', { name: '다운로드' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('다운로드 사유를 선택해 주세요.');
    await user.click(within(dialog).getByRole('radio', { name: '기타' }));
    await user.click(within(dialog).getByRole('button', { name: '다운로드' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('상세 사유를 입력해 주세요.');
    expect(calls.some((call) => call.path === '/api/user/export')).toBe(false);
    await user.type(within(dialog).getByLabelText('상세 사유'), '감사 자료 제출');
    await user.click(within(dialog).getByRole('button', { name: '다운로드' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls.find((call) => call.path === '/api/user/export')).toMatchObject({
      method: 'POST',
      body: { reason: '기타: 감사 자료 제출', ids: [11] },
    });
  });

  it('Cancel closes the dialog, exports nothing and returns focus to the button', async () => {
    const user = userEvent.setup();
    const { calls } = renderList([KIM]);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: '엑셀 다운로드' })).toHaveFocus();
    expect(calls.some((call) => call.path === '/api/user/export')).toBe(false);
  });
});

describe('edit', () => {
  it('checks the fields with the shared schema, sends the edit and shows the saved row', async () => {
    const user = userEvent.setup();
    renderList([KIM, DOE]);
    stubApi((request) => {
      if (request.method === 'PATCH') return json(200, { ...toWire(KIM), ...(request.body as object) });
      return listApi([KIM, DOE]).route(request);
    });
    await user.click(await screen.findByRole('button', { name: /^수정 김민준/ }));
    const dialog = screen.getByRole('dialog', { name: '등록 정보 수정' });
    expect(within(dialog).getByLabelText('소속')).toHaveFocus();
    const email = within(dialog).getByLabelText('이메일');
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(dialog).toHaveTextContent('올바른 이메일 주소를 입력해 주세요');
    await user.clear(email);
    await user.type(email, 'minjun.kim@hanbit.example');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('김민준 님의 등록 정보를 수정했습니다.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'minjun.kim@hanbit.example' })).toBeInTheDocument();
  });
});

describe('roles', () => {
  it('shows no delete buttons to staff', async () => {
    const api = listApi([KIM]);
    stubApi((request) =>
      request.path === '/api/admin/session' ? json(200, sessionInfo({ role: 'staff' })) : api.route(request),
    );
    const { platform } = fakePlatform(memoryStorage({ [SESSION_STORAGE_KEY]: storedSession() }));
    render(<AdminHost platform={platform} />);
    expect(await screen.findByRole('button', { name: /^수정 김민준/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/담당자/)).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^삭제/ })).toBeNull();
    // Staff have the list and check-in, not the managers' sections.
    expect(
      within(screen.getByRole('navigation'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['등록자', '체크인', '세션·통계']);
  });
});

describe('delete', () => {
  it('asks first, and Cancel keeps the registrant', async () => {
    const user = userEvent.setup();
    const { deleted } = renderList([KIM, DOE]);
    const button = await screen.findByRole('button', { name: /^삭제 김민준/ });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: '등록자를 삭제할까요?' });
    expect(dialog).toHaveTextContent('minjun@hanbit.example');
    expect(within(dialog).getByRole('button', { name: '취소' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(deleted).toEqual([]);
  });

  it('deletes after confirmation and removes the row', async () => {
    const user = userEvent.setup();
    const { deleted } = renderList([KIM, DOE]);
    await user.click(await screen.findByRole('button', { name: /^삭제 김민준/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('김민준 님의 등록을 삭제했습니다.')).toHaveFocus();
    expect(deleted).toEqual([11]);
    expect(screen.queryByRole('rowheader', { name: '김민준' })).toBeNull();
    expect(bodyRows()).toHaveLength(1);
    expect(rowTexts(bodyRows()[0]!)[0]).toBe('1');
  });
});

describe('with 10,000 registrants', () => {
  it('renders one page of 100 rows and pages through the rest', async () => {
    const user = userEvent.setup();
    renderList(generateRegistrants(10_000));
    await screen.findByRole('table', undefined, { timeout: 5000 });
    expect(bodyRows()).toHaveLength(100);
    expect(screen.getByText('등록자 10,000명')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: '페이지' });
    expect(within(pages).getByRole('button', { name: '이전' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: '다음' }));
    expect(rowTexts(bodyRows()[0]!)[0]).toBe('101');
    await user.selectOptions(within(pages).getByRole('combobox', { name: /페이지/ }), '100');
    expect(rowTexts(bodyRows()[99]!)[0]).toBe('10000');
    expect(within(pages).getByRole('button', { name: '다음' })).toBeDisabled();
  });
});
