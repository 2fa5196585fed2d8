// Documents the world's users handed in: the demo partner's business licence and contract, a
// licence for some other partners, a contract or bank-book copy for some managers. The bytes are
// small PDF-like or text files made from the user's own data, so every seed gives the same bytes.
import { displayFileName } from '../db/repositories/stored-files';
import { WORLD_REF_DATE_MS, wireToMs, type Random } from './random';
import type { UserSeed } from './users';

export interface AttachmentRow {
  userAttachmentIdx: number;
  userIdx: number;
  originalName: string;
  fileName: string;
  documentType: string;
  mimeType: string;
  fileSize: number;
  data: Buffer;
  createdDate: string;
}

const DOCUMENTS = {
  BUSINESS_LICENSE: { name: '사업자등록증.pdf', title: 'Business registration certificate' },
  CONTRACT: { name: '위탁운영계약서.pdf', title: 'Operation contract' },
  BANK_ACCOUNT: { name: '통장사본.txt', title: 'Bank account copy' },
} as const;
type DocumentType = keyof typeof DOCUMENTS;

export function generateAttachments(r: Random, users: UserSeed[]): AttachmentRow[] {
  const rows: AttachmentRow[] = [];
  const add = (user: UserSeed, documentType: DocumentType) => {
    const doc = DOCUMENTS[documentType];
    const data = doc.name.endsWith('.pdf') ? pdfLike(doc.title, user) : bankBook(r, user);
    rows.push({
      userAttachmentIdx: rows.length + 1,
      userIdx: user.row.userIdx,
      originalName: doc.name,
      fileName: displayFileName(doc.name),
      documentType,
      mimeType: doc.name.endsWith('.pdf') ? 'application/pdf' : 'text/plain',
      fileSize: data.length,
      data,
      createdDate: r.stamps(wireToMs(user.row.createdDate), WORLD_REF_DATE_MS).createdDate,
    });
  };
  for (const user of users) {
    if (user.row.userId === 'partner') {
      add(user, 'BUSINESS_LICENSE');
      add(user, 'CONTRACT');
    } else if (user.row.authType === 'PARTNER' && r.f.datatype.boolean(0.5)) {
      add(user, 'BUSINESS_LICENSE');
    } else if (user.row.authType === 'MANAGER' && r.f.datatype.boolean(0.3)) {
      add(user, r.pick(['CONTRACT', 'BANK_ACCOUNT'] as const));
    }
  }
  return rows;
}

/** A one-page PDF skeleton that names the document and its holder. */
function pdfLike(title: string, user: UserSeed): Buffer {
  return Buffer.from(
    ['%PDF-1.4', `% Kiosk Console simulated document: ${title}`, `% Holder: ${user.row.userName} (${user.row.userId})`,
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj', '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
      'trailer << /Root 1 0 R >>', '%%EOF', ''].join('\n'),
    'utf8',
  );
}

function bankBook(r: Random, user: UserSeed): Buffer {
  const account = `${r.digits(3)}-${r.digits(6)}-${r.digits(2)}-${r.digits(3)}`;
  return Buffer.from(`[시뮬레이터 샘플] 통장 사본\n예금주: ${user.row.userName}\n은행: ${r.pick(['한빛은행', '누리은행', '다온은행'])}\n계좌번호: ${account}\n`, 'utf8');
}
