import { describe, expect, it } from "vitest";
import { guessMapping } from "@/lib/leads/import/mapping/guess";

const guess = (header: string, rows: string[][] = []) => {
  const headers = header.split(",");
  const targets = guessMapping(headers, rows);
  return Object.fromEntries(headers.map((h, i) => [h, targets[i]]));
};

describe("guessMapping per export shape", () => {
  it("Apollo: Title is the job title; named-like-email columns without addresses are custom", () => {
    const row = [
      "Maya",
      "Okafor",
      "VP",
      "Brightline",
      "Brightline",
      "m@b.example.com",
      "Verified",
      "+1 212 555 0134",
      "(646) 555-0188",
      "http://linkedin.com/in/m",
      "http://linkedin.com/company/b",
      "United States",
    ];
    expect(
      guess(
        "First Name,Last Name,Title,Company,Company Name for Emails,Email,Email Status,Work Direct Phone,Mobile Phone,Person Linkedin Url,Company Linkedin Url,Country",
        [row],
      ),
    ).toEqual({
      "First Name": "firstName",
      "Last Name": "lastName",
      Title: "title",
      Company: "company",
      "Company Name for Emails": "custom",
      Email: "emails",
      "Email Status": "custom",
      "Work Direct Phone": "phones",
      "Mobile Phone": "phones",
      "Person Linkedin Url": "linkedinUrl",
      "Company Linkedin Url": "custom",
      Country: "country",
    });
  });

  it("an email-named column whose values hold no address is not an email column", () => {
    expect(guess("Name,Company,Email", [["Ada", "Engines", "unknown"]]).Email).toBe("custom");
    expect(guess("Name,Company,Email", [["Ada", "Engines", "ada@engines.example.com"]]).Email).toBe("emails");
  });

  it("LinkedIn Sales Navigator (PhantomBuster): camelCase, the person's profile URL, a bare name beside fullName", () => {
    expect(
      guess("profileUrl,fullName,firstName,lastName,companyName,title,name,linkedInProfileUrl,companyUrl"),
    ).toEqual({
      profileUrl: "custom",
      fullName: "fullName",
      firstName: "firstName",
      lastName: "lastName",
      companyName: "company",
      title: "title",
      name: "custom",
      linkedInProfileUrl: "linkedinUrl",
      companyUrl: "custom",
    });
  });

  it("HubSpot labels, with additional emails", () => {
    expect(
      guess(
        "Record ID,Email,Phone Number,Job Title,Company Name,Website URL,State/Region,Country/Region,Additional email addresses",
      ),
    ).toEqual({
      "Record ID": "custom",
      Email: "emails",
      "Phone Number": "phones",
      "Job Title": "title",
      "Company Name": "company",
      "Website URL": "website",
      "State/Region": "region",
      "Country/Region": "country",
      "Additional email addresses": "emails",
    });
  });

  it("Salesforce API names", () => {
    expect(guess("Id,FirstName,LastName,Salutation,MobilePhone,PostalCode,Status,Description")).toEqual({
      Id: "custom",
      FirstName: "firstName",
      LastName: "lastName",
      Salutation: "custom",
      MobilePhone: "phones",
      PostalCode: "postalCode",
      Status: "custom",
      Description: "notes",
    });
  });

  it("Google Contacts: value columns, not label columns; Labels are tags", () => {
    expect(
      guess(
        "Organization Name,Organization Title,Labels,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value,Address 1 - Formatted,Address 1 - Street,Website 1 - Value",
      ),
    ).toEqual({
      "Organization Name": "company",
      "Organization Title": "title",
      Labels: "tags",
      "E-mail 1 - Label": "custom",
      "E-mail 1 - Value": "emails",
      "Phone 1 - Label": "custom",
      "Phone 1 - Value": "phones",
      "Address 1 - Formatted": "custom",
      "Address 1 - Street": "street",
      "Website 1 - Value": "website",
    });
  });

  it("Outlook: Title is a salutation beside Job Title; business address beats home; fax is not a phone", () => {
    expect(
      guess(
        "Title,Job Title,Home Street,Business Street,Home City,Business City,Business Fax,Pager,Car Phone,Categories",
      ),
    ).toEqual({
      Title: "custom",
      "Job Title": "title",
      "Home Street": "custom",
      "Business Street": "street",
      "Home City": "custom",
      "Business City": "city",
      "Business Fax": "custom",
      Pager: "custom",
      "Car Phone": "phones",
      Categories: "tags",
    });
  });

  it("Outscraper: a business listing's name is the company", () => {
    expect(
      guess("query,name,site,category,phone,full_address,street,us_state,latitude,email_1,linkedin,facebook"),
    ).toEqual({
      query: "custom",
      name: "company",
      site: "website",
      category: "custom",
      phone: "phones",
      full_address: "custom",
      street: "street",
      us_state: "custom",
      latitude: "custom",
      email_1: "emails",
      linkedin: "linkedinUrl",
      facebook: "otherSocials",
    });
  });

  it("this product's own export maps back column by column", () => {
    const header =
      "id,name,company,email,phone,first_name,last_name,title,email_2,email_3,emails,phone_2,phone_3,phones,website,domain,socials,street,city,region,postal_code,country,latitude,longitude,time_zone,tags,notes,custom.industry,platform,status,headline,location,address,url,scraped_at,updated_at,data";
    const g = guess(header);
    expect(g).toMatchObject({
      id: "drop",
      name: "fullName",
      email_2: "emails",
      phones: "phones",
      latitude: "latitude",
      time_zone: "timeZone",
      "custom.industry": "custom",
      data: "drop",
      domain: "drop",
    });
  });

  it("German, French and Spanish headers, with the bare name read beside the other name columns", () => {
    expect(
      guess("Vorname,Name,Firma,E-Mail-Adresse,Telefon geschäftlich,Straße,PLZ,Ort,Bundesland,Land,Position"),
    ).toEqual({
      Vorname: "firstName",
      Name: "lastName",
      Firma: "company",
      "E-Mail-Adresse": "emails",
      "Telefon geschäftlich": "phones",
      Straße: "street",
      PLZ: "postalCode",
      Ort: "city",
      Bundesland: "region",
      Land: "country",
      Position: "title",
    });
    expect(
      guess("Prénom,Nom,Société,Courriel,Téléphone portable,Adresse,Code postal,Ville,Pays,Fonction"),
    ).toEqual({
      Prénom: "firstName",
      Nom: "lastName",
      Société: "company",
      Courriel: "emails",
      "Téléphone portable": "phones",
      Adresse: "street",
      "Code postal": "postalCode",
      Ville: "city",
      Pays: "country",
      Fonction: "title",
    });
    expect(guess("Nombre,Apellidos,Empresa,Correo electrónico,Móvil,Cargo,Notas,Etiquetas")).toEqual({
      Nombre: "firstName",
      Apellidos: "lastName",
      Empresa: "company",
      "Correo electrónico": "emails",
      Móvil: "phones",
      Cargo: "title",
      Notas: "notes",
      Etiquetas: "tags",
    });
  });

  it("Sales Navigator: a Profile URL of LinkedIn profiles is the profile, the company's page is not", () => {
    const row = [
      "Ada",
      "Lovelace",
      "CTO",
      "Engines Ltd",
      "https://www.linkedin.com/company/engines",
      "https://www.linkedin.com/in/ada",
      "London, England, United Kingdom",
    ];
    expect(guess("First Name,Last Name,Title,Company,Company URL,Profile URL,Location", [row])).toMatchObject(
      { "Profile URL": "linkedinUrl", Location: "custom", "Company URL": "custom" },
    );
    // PhantomBuster writes the profile under a bare "url"; a site would stay the website.
    expect(guess("fullName,url", [["Ada Lovelace", "linkedin.com/in/ada"]])).toEqual({
      fullName: "fullName",
      url: "linkedinUrl",
    });
    expect(guess("name,url", [["Ada Lovelace", "https://engines.example"]])).toMatchObject({
      url: "website",
    });
  });

  it("Pipedrive: fields named after their record, a deal's fields left alone", () => {
    expect(
      guess(
        "Person - Name,Person - Email - Work,Person - Phone - Work,Person - Job title,Organization - Name,Organization - Website,Organization - Address,Organization - LinkedIn,Deal - Title,Person - Owner",
      ),
    ).toEqual({
      "Person - Name": "fullName",
      "Person - Email - Work": "emails",
      "Person - Phone - Work": "phones",
      "Person - Job title": "title",
      "Organization - Name": "company",
      "Organization - Website": "website",
      "Organization - Address": "street",
      "Organization - LinkedIn": "custom",
      "Deal - Title": "custom",
      "Person - Owner": "custom",
    });
    // A column that names the field plainly wins over one known only without its prefix.
    expect(guess("Website,Organization - Website")).toEqual({
      Website: "website",
      "Organization - Website": "custom",
    });
  });

  it("prospecting tools' exports: ZoomInfo, Hunter, Lusha", () => {
    expect(
      guess(
        "First Name,Last Name,Company Name,Email Address,Direct Phone Number,Company HQ Phone,LinkedIn Contact Profile URL",
      ),
    ).toEqual({
      "First Name": "firstName",
      "Last Name": "lastName",
      "Company Name": "company",
      "Email Address": "emails",
      "Direct Phone Number": "phones",
      "Company HQ Phone": "phones",
      "LinkedIn Contact Profile URL": "linkedinUrl",
    });
    expect(guess("Email address,First name,Organization,Domain name")["Domain name"]).toBe("website");
    // A domain is the website only when no column names the website itself.
    expect(guess("Name,Company,Website,Company Domain")).toEqual({
      Name: "fullName",
      Company: "company",
      Website: "website",
      "Company Domain": "custom",
    });
  });

  it("a French company register's legal name and contact", () => {
    expect(guess("Raison sociale,Nom du contact,Adresse e-mail,Site internet,SIRET")).toEqual({
      "Raison sociale": "company",
      "Nom du contact": "fullName",
      "Adresse e-mail": "emails",
      "Site internet": "website",
      SIRET: "custom",
    });
  });

  it("Dutch headers, with the compound e-mail address", () => {
    expect(guess("Voornaam,Achternaam,Bedrijf,E-mailadres,Telefoonnummer,Plaats,Postcode,Functie")).toEqual({
      Voornaam: "firstName",
      Achternaam: "lastName",
      Bedrijf: "company",
      "E-mailadres": "emails",
      Telefoonnummer: "phones",
      Plaats: "city",
      Postcode: "postalCode",
      Functie: "title",
    });
  });

  it("Polish headers", () => {
    expect(
      guess(
        "Imię,Nazwisko,Nazwa firmy,Stanowisko,Adres e-mail,Telefon,Ulica,Kod pocztowy,Miasto,Województwo,Kraj",
      ),
    ).toEqual({
      Imię: "firstName",
      Nazwisko: "lastName",
      "Nazwa firmy": "company",
      Stanowisko: "title",
      "Adres e-mail": "emails",
      Telefon: "phones",
      Ulica: "street",
      "Kod pocztowy": "postalCode",
      Miasto: "city",
      Województwo: "region",
      Kraj: "country",
    });
  });

  it.each([
    [
      "Swedish",
      "Förnamn,Efternamn,Företag,Befattning,E-post,Mobil,Adress,Postnummer,Ort,Land,Webbplats,Anteckningar",
      "firstName,lastName,company,title,emails,phones,street,postalCode,city,country,website,notes",
    ],
    [
      "Danish",
      "Fornavn,Efternavn,Virksomhed,Stilling,E-mail,Telefon,Postnr.,By,Hjemmeside,Noter",
      "firstName,lastName,company,title,emails,phones,postalCode,city,website,notes",
    ],
    [
      "Norwegian",
      "Fornavn,Etternavn,Bedrift,E-post,Telefon,Poststed,Nettside",
      "firstName,lastName,company,emails,phones,city,website",
    ],
    [
      "Finnish",
      "Etunimi,Sukunimi,Yritys,Titteli,Sähköposti,Matkapuhelin,Osoite,Postinumero,Kaupunki,Maa",
      "firstName,lastName,company,title,emails,phones,street,postalCode,city,country",
    ],
    [
      "Czech",
      "Jméno,Příjmení,Společnost,Pozice,E-mail,Telefon,Ulice,PSČ,Město,Země",
      "firstName,lastName,company,title,emails,phones,street,postalCode,city,country",
    ],
    [
      "Romanian",
      "Prenume,Nume,Companie,Funcție,Telefon mobil,Adresă,Oraș,Județ,Cod poștal,Țară",
      "firstName,lastName,company,title,phones,street,city,region,postalCode,country",
    ],
    [
      "Hungarian",
      "Vezetéknév,Keresztnév,Cég,Beosztás,E-mail cím,Telefonszám,Irányítószám,Város,Ország,Weboldal",
      "lastName,firstName,company,title,emails,phones,postalCode,city,country,website",
    ],
    [
      "Turkish, with the name in one column",
      "Ad Soyad,Şirket,Unvan,E-posta,Cep Telefonu,Adres,Posta Kodu,Şehir,İl,Ülke,Web Sitesi,Notlar",
      "fullName,company,title,emails,phones,street,postalCode,city,region,country,website,notes",
    ],
    [
      "Russian",
      "Имя,Фамилия,Компания,Должность,Электронная почта,Мобильный телефон,Адрес,Индекс,Город,Страна,Сайт,Комментарий",
      "firstName,lastName,company,title,emails,phones,street,postalCode,city,country,website,notes",
    ],
    ["Russian, with the name in one column", "ФИО,Организация,Телефон", "fullName,company,phones"],
    [
      "Polish, with qualified e-mail and phone columns",
      "Adres e-mail służbowy,Telefon służbowy,Telefon komórkowy,Ulica i numer domu,Uwagi,Tagi",
      "emails,phones,phones,street,notes,tags",
    ],
    ["Spanish and Italian notes", "Nombre,Observaciones", "fullName,notes"],
    [
      "Indonesian",
      "Nama,Perusahaan,Jabatan,Email,No HP,Alamat,Kota,Kode Pos,Negara,Situs Web,Catatan",
      "fullName,company,title,emails,phones,street,city,postalCode,country,website,notes",
    ],
    [
      "Vietnamese",
      "Họ và tên,Công ty,Chức vụ,Số điện thoại,Địa chỉ,Thành phố,Quốc gia,Ghi chú",
      "fullName,company,title,phones,street,city,country,notes",
    ],
    [
      "Japanese",
      "姓,名,会社名,役職,メールアドレス,電話番号,携帯電話,住所,郵便番号,都道府県,市区町村,ウェブサイト,備考",
      "lastName,firstName,company,title,emails,phones,phones,street,postalCode,region,city,website,notes",
    ],
    [
      "Chinese",
      "姓名,公司名称,职位,邮箱,手机,地址,城市,省份,国家,网站,备注,标签",
      "fullName,company,title,emails,phones,street,city,region,country,website,notes,tags",
    ],
    [
      "Korean",
      "이름,회사,직책,이메일,전화번호,휴대폰,주소,우편번호,국가,홈페이지,메모",
      "fullName,company,title,emails,phones,phones,street,postalCode,country,website,notes",
    ],
    [
      "Arabic",
      "الاسم,الشركة,المسمى الوظيفي,البريد الإلكتروني,رقم الجوال,العنوان,المدينة,الإمارة,الرمز البريدي,الدولة,الموقع الإلكتروني,ملاحظات",
      "fullName,company,title,emails,phones,street,city,region,postalCode,country,website,notes",
    ],
    [
      "Arabic, with first and family name and the hamza left out",
      "الاسم الاول,اسم العائلة,اسم الشركة,الايميل,الهاتف",
      "firstName,lastName,company,emails,phones",
    ],
    [
      "Persian",
      "نام,نام خانوادگی,نام شرکت,سمت,ایمیل,شماره موبایل,آدرس,شهر,استان,کد پستی,کشور",
      "firstName,lastName,company,title,emails,phones,street,city,region,postalCode,country",
    ],
    [
      "Persian typed on an Arabic keyboard (Arabic yeh and kaf)",
      "نام خانوادگي,شركت,ايميل,شماره موبايل",
      "lastName,company,emails,phones",
    ],
    [
      "Hebrew, with the gershayim of e-mail",
      'שם פרטי,שם משפחה,חברה,תפקיד,דוא"ל,טלפון נייד,כתובת,עיר,מיקוד,אתר אינטרנט,הערות',
      "firstName,lastName,company,title,emails,phones,street,city,postalCode,website,notes",
    ],
    [
      "Ukrainian, with the apostrophe of the first name",
      "Ім'я,Прізвище,Компанія,Посада,Електронна пошта,Мобільний телефон,Адреса,Поштовий індекс,Місто,Країна,Примітки",
      "firstName,lastName,company,title,emails,phones,street,postalCode,city,country,notes",
    ],
    ["Ukrainian, with the name in one column", "ПІБ,Організація,Телефон", "fullName,company,phones"],
    [
      "Greek, where the bare name is the given name beside the surname",
      "Όνομα,Επώνυμο,Εταιρεία,Θέση,Email,Τηλέφωνο,Διεύθυνση,Τ.Κ.,Πόλη,Χώρα,Ιστοσελίδα,Σημειώσεις",
      "firstName,lastName,company,title,emails,phones,street,postalCode,city,country,website,notes",
    ],
    [
      "Hindi",
      "पूरा नाम,कंपनी,पद,ईमेल,मोबाइल नंबर,पता,शहर,राज्य,पिन कोड,देश,वेबसाइट",
      "fullName,company,title,emails,phones,street,city,region,postalCode,country,website",
    ],
    [
      "Thai",
      "ชื่อ-นามสกุล,บริษัท,ตำแหน่ง,อีเมล,เบอร์โทรศัพท์,ที่อยู่,จังหวัด,รหัสไปรษณีย์,ประเทศ,หมายเหตุ",
      "fullName,company,title,emails,phones,street,region,postalCode,country,notes",
    ],
  ])("%s headers", (_language, header, targets) => {
    expect(guessMapping(header.split(","))).toEqual(targets.split(","));
  });

  it("an e-mail column in a language without its own rule is told by its values", () => {
    expect(guess("Navn,E-postadresse (jobb)", [["Kari Nordmann", "kari@firma.example"]])).toEqual({
      Navn: "fullName",
      "E-postadresse (jobb)": "emails",
    });
  });

  it("an e-mail column in Arabic or Hebrew without its own rule is told by its values", () => {
    expect(
      guessMapping(
        ["الاسم", "البريد الإلكتروني للعمل", "כתובת הדואר"],
        [["ليلى", "laila@firma.example", "a@b.example"]],
      ),
    ).toEqual(["fullName", "emails", "emails"]);
  });

  it("a header with a byte order mark and spaces is read the same", () => {
    expect(guessMapping(["\uFEFF name ", " company"])).toEqual(["fullName", "company"]);
  });
});
