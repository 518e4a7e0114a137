import { digestMail, notificationMail } from "./notification";

const site = { siteUrl: "https://reumanl.nl/", siteName: "ReumaNL", email: "dirk@example.nl", username: "Dirk" };

describe("the notification mail names only who wrote to you", () => {
  it("names the sender of a message, escaped in the HTML part", () => {
    const mail = notificationMail({
      ...site,
      kind: "message.new",
      link: "/account/berichten/abc/",
      actorUsername: "Anna<b>",
    });
    expect(mail.text).toContain("Anna<b> heeft je een bericht gestuurd. Het bericht zelf staat alleen op de website.");
    expect(mail.html).toContain("<p>Anna&lt;b&gt; heeft je een bericht gestuurd.");
    expect(mail.html).not.toContain("<b>");
    expect(mail.subject).toBe("Er is iets nieuws voor je op ReumaNL");
  });

  it("says 'een van je contacten' when the sender's account is gone", () => {
    const mail = notificationMail({
      ...site,
      kind: "message.new",
      link: "/account/berichten/abc/",
      actorUsername: null,
    });
    expect(mail.text).toContain("Een van je contacten heeft je een bericht gestuurd.");
  });

  it("names nobody for a reaction in a followed conversation", () => {
    const mail = notificationMail({
      ...site,
      kind: "conversation.reaction",
      link: "/ontmoet-elkaar/gesprekken/g/c/",
      actorUsername: "Carla",
    });
    expect(mail.text).toContain("Er is een nieuwe reactie in een gesprek dat je volgt.");
    expect(mail.text + mail.html).not.toContain("Carla");
  });

  it("names the sender on a digest line, escaped", () => {
    const mail = digestMail({
      ...site,
      frequency: "daily",
      items: [
        { kind: "message.new", link: "/account/berichten/abc/", actorUsername: "Anna<b>" },
        { kind: "contact.request", link: "/ontmoet-elkaar/personen/?mycontacts=show", actorUsername: "Bram" },
        { kind: "conversation.reaction", link: "/ontmoet-elkaar/gesprekken/g/c/", actorUsername: "Carla" },
      ],
    });
    expect(mail.text).toContain("- Een nieuw bericht van Anna<b>: https://reumanl.nl/account/berichten/abc/");
    expect(mail.html).toContain(
      '<li><a href="https://reumanl.nl/account/berichten/abc/">Een nieuw bericht van Anna&lt;b&gt;</a></li>',
    );
    expect(mail.text).toContain(
      "- Bram wil graag contact met je: https://reumanl.nl/ontmoet-elkaar/personen/?mycontacts=show",
    );
    expect(mail.text).toContain(
      "- Een nieuwe reactie in een gesprek dat je volgt: https://reumanl.nl/ontmoet-elkaar/gesprekken/g/c/",
    );
    expect(mail.text + mail.html).not.toContain("Carla");
  });
});
