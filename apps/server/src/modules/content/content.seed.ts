import { uuidv7 } from 'uuidv7';
import type { Clock } from '#platform/clock';
import type { Db } from '#platform/db/client';
import type { ContentRepo } from './content.repo';

type DemoArticle = { slug: string; title: string; excerpt: string; bodyMarkdown: string; daysAgo: number };

/** Three articles a newcomer can read on `/blog`; covers are SVGs in `apps/web/public/blog-covers/` (a folder named unlike any page). */
export const DEMO_ARTICLES: DemoArticle[] = [
  {
    slug: 'how-turnover-works',
    title: 'โบนัสและเทิร์นโอเวอร์ อธิบายแบบเข้าใจง่าย',
    excerpt: 'รับโบนัสแล้วต้องเล่นเท่าไรถึงถอนได้ ดูความคืบหน้าได้ที่ไหน และสละสิทธิ์ได้เมื่อไร',
    daysAgo: 1,
    bodyMarkdown: `เมื่อรับโปรโมชั่นหรือใช้คูปอง เงินโบนัสจะเข้า **ยอดโบนัส** แยกจาก **ยอดเงินสด** ของคุณเสมอ

## เทิร์นโอเวอร์คืออะไร

เทิร์นโอเวอร์คือยอดเดิมพันที่ต้องเล่นให้ครบก่อนโบนัสจะกลายเป็นเงินสด เช่น โบนัส 50 บาท เทิร์น ×5 ต้องมียอดเดิมพันที่ออกผลแล้วรวม 250 บาท

- นับเฉพาะโพยที่ **ออกผลแล้ว** เท่านั้น
- การแทงเลขเกือบทั้งชุด (ตั้งแต่ 70% ของเลขทั้งหมดของประเภทนั้นในงวดเดียว) **ไม่นับ** เทิร์น
- ระหว่างทำเทิร์น เดิมพันได้ไม่เกินยอดสูงสุดต่อรายการที่โปรโมชั่นกำหนด

## ดูความคืบหน้าได้ที่ไหน

ความคืบหน้าแสดงทุกที่ที่เห็นยอดเงิน และในหน้า [โปรโมชั่น](/promotions)

## สละสิทธิ์ได้ทุกเมื่อ

หากไม่ต้องการทำเทิร์นต่อ กดสละสิทธิ์ได้ทันที โบนัสและยอดที่ได้จากโบนัสจะถูกนำออก ส่วน **เงินสดของคุณถอนได้ทันที** ไม่มีกฎให้ถอนยอดทั้งหมด`,
  },
  {
    slug: 'play-within-budget',
    title: 'ตั้งงบก่อนแทง เล่นหวยอย่างมีสติ',
    excerpt: 'สามข้อง่าย ๆ ที่ช่วยให้สนุกกับการเสี่ยงโชคได้นาน โดยไม่เดือดร้อนเงินในกระเป๋า',
    daysAgo: 4,
    bodyMarkdown: `การเสี่ยงโชคสนุกที่สุดเมื่อเล่นด้วยเงินที่เสียได้

1. **ตั้งงบต่องวด** แล้วหยุดเมื่อใช้ครบ ไม่ว่าจะได้หรือเสีย
2. **อย่าไล่ตามยอดเสีย** การเพิ่มเดิมพันเพื่อเอาคืนมักทำให้เสียมากขึ้น
3. **พักบ้าง** ผลของแต่ละงวดไม่เกี่ยวกับงวดก่อน

> เลขเด็ดไม่มีอยู่จริง ทุกเลขมีโอกาสออกเท่ากัน

หากรู้สึกว่าเล่นมากเกินไป ติดต่อเจ้าหน้าที่ได้ทุกเมื่อ`,
  },
  {
    slug: 'what-is-yeekee',
    title: 'หวยยี่กีคืออะไร ออกผลอย่างไร ตรวจสอบได้ด้วยตัวเอง',
    excerpt: 'ยี่กีออกผลหลายรอบต่อวันจากเลขที่สมาชิกยิงเข้ามา และทุกคนตรวจผลย้อนหลังได้',
    daysAgo: 9,
    bodyMarkdown: `หวยยี่กีออกผลวันละหลายรอบ โดยผลมาจาก **เลขที่สมาชิกยิงเข้ามา** ในแต่ละรอบ

## ออกผลอย่างไร

ระบบรวมเลขที่ยิงทั้งหมดของรอบ แล้วคำนวณผลตามกติกาที่ประกาศไว้ในหน้ากติกาของแต่ละตลาด

## ตรวจสอบได้

ทุกรอบมีหน้า **ตรวจสอบผล** ที่คำนวณผลใหม่ในเครื่องของคุณจากข้อมูลที่เผยแพร่ ไม่ต้องเชื่อเรา ตรวจเองได้เลย

เริ่มเล่นได้ที่ [หวยยี่กี](/lottery/yk)`,
  },
];

const DAY_MS = 24 * 60 * 60_000;

/** The demo site's articles, idempotent: written only while the site has no article at all. */
export const seedDemoContent = async (deps: {
  db: Db;
  repo: ContentRepo;
  clock: Clock;
  operatorId: string;
}): Promise<void> => {
  const { db, repo, clock, operatorId } = deps;
  await db.transaction(async (tx) => {
    if (await repo.hasAnyArticle(tx, operatorId)) return;
    const now = clock.now();
    for (const article of DEMO_ARTICLES) {
      const publishedAt = new Date(now.getTime() - article.daysAgo * DAY_MS);
      await repo.insert(tx, {
        id: uuidv7(),
        operatorId,
        slug: article.slug,
        title: article.title,
        excerpt: article.excerpt,
        coverUrl: `/blog-covers/${article.slug}.svg`,
        bodyMarkdown: article.bodyMarkdown,
        published: true,
        publishedAt,
        createdBy: null,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      });
    }
  });
};
