import { baccaratRtp, type Fraction, fishRtp, formatPercent, slotRtp } from '@chokdee/originals';
import { uuidv7 } from 'uuidv7';
import type { Db } from '#platform/db/client';
import { houseProvider, houseProviderCredentials } from '../house-provider';
import { createProviderSecretBox } from '../providers/provider-secrets';
import type { GameCatalogueRepo } from './catalogue.repo';

/** A published RTP as the catalogue stores it: "96.00" (percent, two places, exact from the fraction). */
const rtpText = (rtp: Fraction): string => formatPercent(rtp).replace('%', '');

/**
 * What the member site shows of each house game: Thai rules, the return to player, the tile and its
 * badges. `rtp` is computed from the games' published tables (apps/originals: the slot's lookup
 * table, fish's RTP ÷ multiplier, baccarat's banker bet — its best, as casinos list it); the tiles
 * are SVGs the web app ships in `public/games/`. A function: the figures are computed at seed time.
 */
export const houseGameListing = (): Record<
  string,
  { rtp: string; imageUrl: string; description: string; isNew: boolean; isHot: boolean; sortOrder: number }
> => ({
  'lucky-slot': {
    rtp: rtpText(slotRtp()),
    imageUrl: '/games/chokdee-lucky-slot.svg',
    description:
      'สล็อต 5 รีล ผลแต่ละรอบสุ่มจากตารางผลลัพธ์ที่เปิดเผย (น้ำหนักและตัวคูณ) อัตราคืนผู้เล่นคำนวณได้ตรงจากตาราง\n\nหมุนครั้งละอย่างน้อย 2.5 วินาที ไม่มีหมุนอัตโนมัติ ตรวจสอบผลย้อนหลังได้ด้วยระบบ provably fair',
    isNew: true,
    isHot: true,
    sortOrder: 10,
  },
  baccarat: {
    rtp: rtpText(baccaratRtp().BANKER),
    imageUrl: '/games/chokdee-baccarat.svg',
    description:
      'บาคาร่า 8 สำรับ สับไพ่ด้วยตัวสุ่มที่ปลอดภัย และประกาศแฮชของชุดไพ่ก่อนเริ่มเกม กติกาจั่วไพ่ใบที่สามมาตรฐาน\n\nแทงเจ้ามือจ่าย 0.95 เท่า (RTP 98.94%) แทงผู้เล่นจ่าย 1 เท่า (RTP 98.76%) แทงเสมอจ่าย 8 เท่า (RTP 85.64%)',
    isNew: false,
    isHot: true,
    sortOrder: 20,
  },
  'fish-hunter': {
    rtp: rtpText(fishRtp()),
    imageUrl: '/games/chokdee-fish-hunter.svg',
    description:
      'เกมยิงปลา ทุกนัดคือการเดิมพัน ปลาแต่ละตัวมีตัวคูณของตัวเอง โอกาสจับได้เท่ากับอัตราคืนผู้เล่นหารด้วยตัวคูณ ทุกนัดจึงคืนเฉลี่ยเท่ากันไม่ว่าจะยิงปลาตัวไหน\n\nโอกาสไม่ขึ้นกับกำไรขาดทุนของเว็บ',
    isNew: true,
    isHot: false,
    sortOrder: 30,
  },
});

/** The house provider's address on this server (`npm start` mounts it at `/originals`). */
export const houseApiBaseUrl = (port: number) => `http://127.0.0.1:${port}${houseProvider.mountPath}`;
const SEEDED_BASE_URL = /^http:\/\/127\.0\.0\.1:\d+\/originals$/;

/**
 * The demo site's house provider ("Chokdee Originals", adapter AMB) and its three games, enabled,
 * so every game page has games on a fresh `npm start` (docs/modules/games.md). Idempotent: what exists is left
 * as staff left it, except the provider's address while it is still the seeded one (the server may
 * start on another PORT). Credentials come from the server secret (`houseProviderCredentials`), the
 * same ones `main.ts` hands the originals app.
 */
export const seedDemoGames = async (deps: {
  db: Db;
  repo: GameCatalogueRepo;
  operatorId: string;
  operatorKey: string;
  /** The server's PORT: the house provider is called on this machine. */
  port: number;
  /** JWT_SECRET: derives the house credentials and keys the provider-secret box. */
  serverSecret: string;
  now: Date;
}) => {
  const { db, repo, operatorId, now } = deps;
  const apiBaseUrl = houseApiBaseUrl(deps.port);
  await db.transaction(async (tx) => {
    let provider = await repo.findProviderByCode(tx, operatorId, houseProvider.code);
    if (!provider) {
      const id = uuidv7();
      const credentials = houseProviderCredentials(deps.serverSecret, deps.operatorKey);
      await repo.insertProvider(tx, {
        id,
        operatorId,
        code: houseProvider.code,
        name: houseProvider.name,
        adapter: houseProvider.adapter,
        categories: [...houseProvider.categories],
        apiBaseUrl,
        walletKey: credentials.walletKey,
        secretCiphertext: createProviderSecretBox({ secret: deps.serverSecret }).encrypt(
          id,
          credentials.secret,
        ),
        secretRotatedAt: now,
        allowList: [],
        enabled: true,
        sortOrder: 0,
        logoUrl: '/games/chokdee-originals.svg',
        createdAt: now,
        updatedAt: now,
      });
      provider = await repo.findProviderByCode(tx, operatorId, houseProvider.code);
    } else if (provider.apiBaseUrl !== apiBaseUrl && SEEDED_BASE_URL.test(provider.apiBaseUrl)) {
      await repo.setProviderApiBaseUrl(tx, provider.id, apiBaseUrl, now);
    }
    if (!provider) throw new Error('the house provider was not seeded');
    const listings = houseGameListing();
    for (const game of houseProvider.games) {
      const listing = listings[game.gameCode];
      if (!listing) throw new Error(`no listing for house game ${game.gameCode}`);
      await repo.insertGameIfAbsent(tx, {
        id: uuidv7(),
        operatorId,
        providerId: provider.id,
        slug: game.slug,
        gameCode: game.gameCode,
        name: game.name,
        category: game.category,
        imageUrl: listing.imageUrl,
        rtp: listing.rtp,
        description: listing.description,
        enabled: true,
        sortOrder: listing.sortOrder,
        isNew: listing.isNew,
        isHot: listing.isHot,
        createdAt: now,
        updatedAt: now,
      });
    }
  });
};
