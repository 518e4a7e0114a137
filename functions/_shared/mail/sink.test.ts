import nodemailer from "nodemailer";
import { linksOf, startMailSink, type MailSink } from "./sink";

describe("mail sink", () => {
  let sink: MailSink;
  beforeAll(async () => {
    sink = await startMailSink({ port: 0 });
  });
  afterAll(() => sink.stop());

  it("keeps a mail that nodemailer delivered over SMTP, with its links, newest first", async () => {
    const transport = nodemailer.createTransport(sink.url);
    await transport.sendMail({ from: "a@reumanl.nl", to: "eerste@example.nl", subject: "Eerste", text: "Hallo" });
    await transport.sendMail({
      from: "ReumaNL <noreply@reumanl.nl>",
      to: "tweede@example.nl",
      subject: "Bevestig je e-mailadres bij ReumaNL",
      text: "Klik: http://localhost:8888/account/activate?email=tweede%40example.nl&token=abc",
      html: '<p><a href="http://localhost:8888/account/activate?email=tweede%40example.nl&amp;token=abc">Bevestig</a></p>',
    });
    const mails = sink.mails();
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({
      to: "tweede@example.nl",
      subject: "Bevestig je e-mailadres bij ReumaNL",
      links: ["http://localhost:8888/account/activate?email=tweede%40example.nl&token=abc"],
    });
    expect(mails[1]?.subject).toBe("Eerste");
    sink.clear();
    expect(sink.mails()).toEqual([]);
  });

  it("finds links in text and html without duplicates", () => {
    expect(
      linksOf('<a href="https://x.nl/a?b=1&amp;c=2">x</a>', "zie https://x.nl/a?b=1&c=2 en https://y.nl."),
    ).toEqual(["https://x.nl/a?b=1&c=2", "https://y.nl"]);
  });
});
