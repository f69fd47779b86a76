/**
 * Excel's plain "CSV" is written in the code page of the user's Windows: Shift_JIS in Japan, GBK in China,
 * Windows-1251 in Russia, Windows-1250 in Poland. Such a file is read in its code page, not refused as
 * mixed UTF-8 nor stored as "Èâàí".
 */
import { describe, expect, it } from "vitest";
import type { LegacyEncoding } from "@/lib/import/code-pages";
import { decodeText } from "@/lib/import/decode";
import { legacyEncodingOf } from "@/lib/import/legacy-encoding";
import { MIXED_ENCODING_MESSAGE } from "@/lib/import/sniff";
import { encode } from "../../support/code-page";

async function decode(data: Uint8Array, size = 4096, codePage?: LegacyEncoding): Promise<string> {
  async function* chunks() {
    for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
  }
  let out = "";
  for await (const text of decodeText(chunks(), { codePage })) out += text;
  return out;
}

const files: [string, string, string][] = [
  [
    "Japanese",
    "shift_jis",
    "姓,名,会社名,メールアドレス,電話番号\n山田,太郎,例株式会社,taro@example.jp,03-1234-5678\n佐藤,花子,サンプル商事,hanako@example.jp,06-1234-5678\n",
  ],
  [
    "Simplified Chinese",
    "gb18030",
    "姓名,公司,职位,邮箱,电话\n张三,示例公司,经理,zhang@example.cn,010-12345678\n李四,测试科技有限公司,总监,li@example.cn,021-87654321\n",
  ],
  [
    "Traditional Chinese",
    "big5",
    "姓名,公司,職位,電子郵件,電話\n張三,示例公司,經理,zhang@example.tw,02-12345678\n",
  ],
  ["Korean", "euc-kr", "이름,회사,직책,이메일,전화번호\n홍길동,예시회사,팀장,hong@example.kr,02-123-4567\n"],
  [
    "Russian",
    "windows-1251",
    "Имя;Фамилия;Компания;Email;Телефон\nИван;Иванов;Пример ООО;ivan@primer.example;+7 495 123-45-67\n",
  ],
  [
    "Russian names under English headers",
    "windows-1251",
    "name,company,email\nИван Иванов,Пример,ivan@primer.example\nPeter Smith,Acme,p@acme.example\n",
  ],
  ["Greek", "windows-1253", "name,company\nΓιώργος Παπαδόπουλος,Εταιρεία ΑΕ\nΜαρία Νικολάου,Δοκιμή\n"],
  ["Hebrew", "windows-1255", "name,company\nדוד כהן,חברה בעמ\nשרה לוי,בדיקה\n"],
  [
    "Russian in lower case only",
    "windows-1251",
    "name,company\nиван иванов,пример ооо\nмария петрова,ясная поляна\n",
  ],
  ["Arabic", "windows-1256", "name,company\nمحمد أحمد,شركة المثال\nفاطمة علي,اختبار\n"],
  [
    "Polish",
    "windows-1250",
    "Imię;Nazwisko;Firma;E-mail\nŁukasz;Wójcik;Przykład Sp. z o.o.;lukasz@przyklad.example\nZofia;Kowalska;Żabka;z@zabka.example\n",
  ],
  ["Czech", "windows-1250", "Jméno;Příjmení;Společnost\nJiří;Dvořák;Příklad s.r.o.\n"],
  [
    "Turkish",
    "windows-1254",
    "Ad;Soyad;Şirket;Unvan;Şehir;Notlar\nAyşe;Yılmaz;Örnek Ağ Hizmetleri A.Ş.;Müdür;İstanbul;Fuarda tanıştık\nMehmet;Kılıç;Güneş Yazılım Ltd. Şti.;Satış Yöneticisi;Ankara;Çok ilgili\n",
  ],
];

const western: [string, string][] = [
  ["French", "Prénom,Nom,Société\nFrançois,Lefèvre,Crème & Café\nÉlodie,Noël,Hôtel Château\n"],
  ["Spanish", "Nombre,Apellidos,Empresa\nJosé,Núñez,Año Nuevo SL\nÁngel,Peña,Logroño\n"],
  ["German", "Vorname;Nachname;Firma\nJürgen;Müller;Bäckerei Groß GmbH\nÖzlem;Übel;Köln Süd\n"],
  ["Danish", "Fornavn;Efternavn;Firma\nSøren;Ærø;Brødrene Ålborg\n"],
  ["Icelandic", "name,company\nÞórður Guðmundsson,Ísafjörður ehf\n"],
  ["English with one accented name", "name,company\nRenée Smith,Acme\nJohn Doe,Foo\n"],
];

describe("legacy code pages", () => {
  it.each(files)("reads a %s file in %s", async (_language, encoding, text) => {
    const bytes = encode(text, encoding);
    expect(await decode(bytes)).toBe(text);
    expect(await decode(bytes, 3)).toBe(text);
  });

  it.each(western)("keeps a %s file in Windows-1252", async (_language, text) => {
    expect(legacyEncodingOf(encode(text, "windows-1252"))).toBe("windows-1252");
    expect(await decode(encode(text, "windows-1252"))).toBe(text);
  });

  it("reads a code page first met after the first 64 KB", async () => {
    const ascii = "Peter Smith,Acme\n".repeat(5000);
    const text = `name,company\n${ascii}山田 太郎,例株式会社\n佐藤 花子,サンプル商事\n`;
    expect(await decode(encode(text, "shift_jis"))).toBe(text);
  });

  it("refuses a Shift_JIS file that turns into other bytes, naming its code page", async () => {
    const bytes = encode("姓,名,会社名\n山田,太郎,例株式会社\n佐藤,花子,サンプル商事\n", "shift_jis");
    const broken = Uint8Array.from([...bytes, 0x82, 0x0a]);
    await expect(decode(broken)).rejects.toThrow(
      'The file is not valid Shift_JIS text (the encoding changes part-way through). Save it as "CSV UTF-8" and upload it again.',
    );
  });

  it("reads a file in the code page the user chose, and a UTF-8 file as UTF-8 whatever was chosen", async () => {
    const czech = "Jméno;Příjmení\nJiří;Dvořák\n";
    expect(await decode(encode(czech, "windows-1250"), 4096, "windows-1250")).toBe(czech);
    expect(await decode(encode(czech, "windows-1250"), 4096, "windows-1252")).toBe(
      "Jméno;Pøíjmení\nJiøí;Dvoøák\n",
    );
    expect(await decode(Buffer.from(czech, "utf8"), 4096, "windows-1250")).toBe(czech);
    const late = `name\n${"a\n".repeat(40_000)}Jiří\n`;
    expect(await decode(encode(late, "windows-1250"), 4096, "windows-1250")).toBe(late);
  });

  it("still refuses UTF-8 beside a single-byte code page", async () => {
    const mixed = Buffer.concat([
      encode("name,company\nИван Иванов,Пример ООО\n", "windows-1251"),
      Buffer.from("Пётр Петров,Пример\n", "utf8"),
    ]);
    await expect(decode(mixed)).rejects.toThrow(MIXED_ENCODING_MESSAGE);
  });
});
