/**
 * The programme of the 2025 edition, day by day in the order the site lists it: the registrable
 * sessions (named by code: their time, room and title are in edition.ts, written once) and the
 * other items (time, room and title here), with co-hosts, speakers and presenting companies.
 * Words in both languages side by side; sample entries until the organisers supply the real ones.
 */
import type { EditionProgramme } from '../types';

export const PROGRAMME_2025: EditionProgramme = {
  1: [
    {
      session: 'day11',
      speakers: [
        {
          name: { en: 'Sample Speaker 01', ko: '샘플 연사 01' },
          title: { en: 'Mayor', ko: '시장' },
          affiliation: { en: 'Sample City', ko: '샘플시' },
          panel: true,
        },
        {
          name: { en: 'Sample Speaker 02', ko: '샘플 연사 02' },
          title: { en: 'Chief Executive', ko: '대표' },
          affiliation: { en: 'Sample Investment Agency', ko: '샘플투자진흥원' },
          panel: true,
        },
        {
          name: { en: 'Sample Speaker 03', ko: '샘플 연사 03' },
          title: { en: 'Managing Partner', ko: '대표 파트너' },
          affiliation: { en: 'Sample Capital', ko: '샘플캐피털' },
          subject: { en: 'Global capital and the Asian venture market', ko: '글로벌 자본과 아시아 벤처 시장' },
          panel: true,
        },
        {
          name: { en: 'Sample Speaker 04', ko: '샘플 연사 04' },
          title: { en: 'Partner', ko: '파트너' },
          affiliation: { en: 'Sample Growth Fund', ko: '샘플그로스펀드' },
          subject: { en: 'What global LPs look for in Korean funds', ko: '글로벌 LP가 한국 펀드에서 보는 것' },
          panel: true,
        },
      ],
    },
    {
      session: 'day12',
      partner: { en: 'with Sample Venture Builder', ko: '공동주관: 샘플 벤처빌더' },
      speakers: [
        {
          name: { en: 'Sample Speaker 05', ko: '샘플 연사 05' },
          title: { en: 'Chief Executive', ko: '대표' },
          affiliation: { en: 'Sample Venture Builder', ko: '샘플 벤처빌더' },
          panel: true,
        },
      ],
      companies: {
        list: {
          en: 'Sample Company 01 / Sample Company 02 / Sample Company 03 / Sample Company 04 / Sample Company 05 / Sample Company 06 / Sample Company 07',
          ko: '샘플기업 01 / 샘플기업 02 / 샘플기업 03 / 샘플기업 04 / 샘플기업 05 / 샘플기업 06 / 샘플기업 07',
        },
        counter: true,
      },
    },
    {
      session: 'day13',
      partner: { en: 'with Sample Bio Industry Association', ko: '공동주관: 샘플 바이오산업협회' },
      panelTitle: { en: 'Panel: cross-border healthtech investment', ko: '패널 토론: 국경을 넘는 헬스테크 투자' },
      speakers: [
        {
          name: { en: 'Sample Speaker 06', ko: '샘플 연사 06' },
          title: { en: 'Partner', ko: '파트너' },
          affiliation: { en: 'Sample Bio Ventures', ko: '샘플바이오벤처스' },
          panel: true,
        },
        {
          name: { en: 'Sample Speaker 07', ko: '샘플 연사 07' },
          title: { en: 'Principal', ko: '수석심사역' },
          affiliation: { en: 'Sample Health Capital', ko: '샘플헬스캐피털' },
          panel: true,
        },
        {
          name: { en: 'Sample Speaker 08', ko: '샘플 연사 08' },
          title: { en: 'Director', ko: '이사' },
          affiliation: { en: 'Sample Life Science Fund', ko: '샘플생명과학펀드' },
          panel: true,
        },
        {
          name: { en: 'Sample Speaker 09', ko: '샘플 연사 09' },
          title: { en: 'Head of Investment', ko: '투자본부장' },
          affiliation: { en: 'Sample Bio Industry Association', ko: '샘플 바이오산업협회' },
          panel: false,
        },
      ],
      companies: {
        list: {
          en: 'Sample Company 08 / Sample Company 09 / Sample Company 10 / Sample Company 11 / Sample Company 12 / Sample Company 13 / Sample Company 14',
          ko: '샘플기업 08 / 샘플기업 09 / 샘플기업 10 / 샘플기업 11 / 샘플기업 12 / 샘플기업 13 / 샘플기업 14',
        },
        counter: true,
      },
    },
    {
      start: '18:00',
      end: '20:00',
      room: 'ninthFloor',
      title: { en: 'Networking reception', ko: '네트워킹 리셉션' },
      note: { en: 'By invitation only', ko: '초청자에 한함' },
      speakers: [],
    },
  ],
  2: [
    {
      start: '09:00',
      end: '12:00',
      room: 'financeCentre',
      title: { en: 'Global LP-GP workshop', ko: '글로벌 LP-GP 워크숍' },
      topics: [
        { en: 'Overview of the Korean venture investment ecosystem', ko: '한국 벤처투자 생태계 개관' },
        { en: 'Operating Korean funds for global LPs', ko: '글로벌 LP를 위한 한국 펀드 운용' },
      ],
      speakers: [
        {
          name: { en: 'Sample Speaker 10', ko: '샘플 연사 10' },
          title: { en: 'Director', ko: '본부장' },
          affiliation: { en: 'Sample Fund of Funds', ko: '샘플 모태펀드' },
          panel: true,
        },
        {
          name: { en: 'Sample Speaker 11', ko: '샘플 연사 11' },
          title: { en: 'Partner', ko: '파트너 변호사' },
          affiliation: { en: 'Sample Law Firm', ko: '샘플 법무법인' },
          panel: true,
        },
        {
          name: { en: 'Sample Speaker 12', ko: '샘플 연사 12' },
          title: { en: 'Managing Director', ko: '전무' },
          affiliation: { en: 'Sample Asset Management', ko: '샘플자산운용' },
          panel: true,
        },
      ],
    },
    {
      session: 'day21',
      partner: { en: 'with Sample Venture Investor', ko: '공동주관: 샘플 벤처투자사' },
      panelTitle: { en: 'Panel: the future of consumer brands', ko: '패널 토론: 소비재 브랜드의 미래' },
      speakers: [
        {
          name: { en: 'Sample Speaker 13', ko: '샘플 연사 13' },
          title: { en: 'Partner', ko: '파트너' },
          affiliation: { en: 'Sample Venture Investor', ko: '샘플 벤처투자사' },
          panel: true,
        },
        {
          name: { en: 'Sample Speaker 14', ko: '샘플 연사 14' },
          title: { en: 'Founder', ko: '창업자' },
          affiliation: { en: 'Sample Consumer Brand', ko: '샘플 소비재 브랜드' },
          panel: true,
        },
        {
          name: { en: 'Sample Speaker 15', ko: '샘플 연사 15' },
          title: { en: 'Investment Director', ko: '투자이사' },
          affiliation: { en: 'Sample Retail Fund', ko: '샘플 리테일펀드' },
          panel: false,
        },
      ],
      companies: {
        list: {
          en: 'Sample Company 15 / Sample Company 16 / Sample Company 17 / Sample Company 18 / Sample Company 19 / Sample Company 20',
          ko: '샘플기업 15 / 샘플기업 16 / 샘플기업 17 / 샘플기업 18 / 샘플기업 19 / 샘플기업 20',
        },
        counter: true,
      },
    },
    {
      session: 'day22',
      partner: { en: 'with Sample Cloud Software Company', ko: '공동주관: 샘플 클라우드 소프트웨어 기업' },
      speakers: [
        {
          name: { en: 'Sample Speaker 16', ko: '샘플 연사 16' },
          title: { en: 'Programme Lead', ko: '프로그램 총괄' },
          affiliation: { en: 'Sample Cloud Software Company', ko: '샘플 클라우드 소프트웨어 기업' },
          subject: { en: 'A startup support programme', ko: '스타트업 지원 프로그램 소개' },
          panel: true,
        },
      ],
      companies: {
        list: {
          en: 'Sample Company 21 / Sample Company 22 / Sample Company 23 / Sample Company 24 / Sample Company 25 / Sample Company 26 / Sample Company 27',
          ko: '샘플기업 21 / 샘플기업 22 / 샘플기업 23 / 샘플기업 24 / 샘플기업 25 / 샘플기업 26 / 샘플기업 27',
        },
        counter: true,
      },
    },
    {
      session: 'day23',
      partner: { en: 'with Sample Internet Agency', ko: '공동주관: 샘플 인터넷 진흥기관' },
      panelTitle: { en: 'Investor panel: entering Middle East markets', ko: '투자자 패널: 중동 시장 진출' },
      speakers: [
        {
          name: { en: 'Sample Speaker 17', ko: '샘플 연사 17' },
          title: { en: 'Partner', ko: '파트너' },
          affiliation: { en: 'Sample Gulf Ventures', ko: '샘플 걸프벤처스' },
          panel: true,
        },
        {
          name: { en: 'Sample Speaker 18', ko: '샘플 연사 18' },
          title: { en: 'Director', ko: '이사' },
          affiliation: { en: 'Sample Sovereign Fund', ko: '샘플 국부펀드' },
          panel: true,
        },
        {
          name: { en: 'Sample Speaker 19', ko: '샘플 연사 19' },
          title: { en: 'Principal', ko: '수석심사역' },
          affiliation: { en: 'Sample MENA Capital', ko: '샘플 MENA 캐피털' },
          panel: true,
        },
        {
          name: { en: 'Sample Speaker 20', ko: '샘플 연사 20' },
          title: { en: 'Team Lead', ko: '팀장' },
          affiliation: { en: 'Sample Internet Agency', ko: '샘플 인터넷 진흥기관' },
          panel: false,
        },
      ],
      companies: {
        list: {
          en: 'Sample Company 28 / Sample Company 29 / Sample Company 30 / Sample Company 31 / Sample Company 32 /\nSample Company 33 / Sample Company 34 / Sample Company 35 / Sample Company 36 / Sample Company 37',
          ko: '샘플기업 28 / 샘플기업 29 / 샘플기업 30 / 샘플기업 31 / 샘플기업 32 /\n샘플기업 33 / 샘플기업 34 / 샘플기업 35 / 샘플기업 36 / 샘플기업 37',
        },
        counter: true,
      },
    },
  ],
};
