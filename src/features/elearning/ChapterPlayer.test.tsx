import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ChapterView, CourseView } from "../../domain/learning";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { ChapterPlayer, firstOpenIndex } from "./ChapterPlayer";
import { CoursePage } from "./CoursePage";
import { learningRouteOf } from "./routes";
import { expectLoadRetried, flakyRoute, useRetryClock } from "../../test-support/load-retry";

const api = installFetchRouter();
jest.setTimeout(20_000);

const CHAPTER: ChapterView = {
  Id: 3,
  Code: "LMR-1",
  Title: "Wat is reuma?",
  Description: "",
  Course: { Slug: "leven-met-reuma", Name: "Leven met reuma" },
  Activities: [
    {
      Id: 10,
      Kind: "info_slide",
      Title: "Reuma is een verzamelnaam",
      Content: "Reuma is geen één ziekte.\n\nBekende vormen zijn artrose en jicht.",
      ShouldDragAnswer: false,
      Answers: [],
    },
    {
      Id: 11,
      Kind: "info_slide_question",
      Title: "Vraag: ontstekingsreuma",
      Content: "Wat gebeurt er bij ontstekingsreuma?",
      ShouldDragAnswer: false,
      Answers: [
        { Id: 101, Content: "Het afweersysteem valt het eigen lichaam aan.", Image: null, ImageLabel: null },
        { Id: 102, Content: "De gewrichten slijten door te veel bewegen.", Image: null, ImageLabel: null },
      ],
    },
    {
      Id: 12,
      Kind: "info_slide_question",
      Title: "Sleepvraag: een ontstoken gewricht",
      Content: "Zet het kenmerk van een ontstoken gewricht in het antwoordvak.",
      ShouldDragAnswer: true,
      Answers: [
        { Id: 201, Content: "Warm, dik en pijnlijk", Image: null, ImageLabel: null },
        { Id: 202, Content: "Koud en gevoelloos", Image: null, ImageLabel: null },
      ],
    },
  ],
  CompletedIds: [],
  NextChapterId: 4,
};

describe("routes", () => {
  it("reads the course, chapter and teacher paths", () => {
    expect(learningRouteOf("/trainingen/leven-met-reuma/")).toEqual({ kind: "course", slug: "leven-met-reuma" });
    expect(learningRouteOf("/trainingen/leven-met-reuma/3/")).toEqual({
      kind: "chapter",
      slug: "leven-met-reuma",
      chapterId: 3,
    });
    expect(learningRouteOf("/trainingen/docent/")).toEqual({ kind: "teacher" });
    expect(learningRouteOf("/trainingen/docent/7")).toEqual({ kind: "group", groupId: 7 });
    expect(learningRouteOf("/trainingen/Leven/x/y")).toEqual({ kind: "unknown" });
  });

  it("resumes at the first activity not done", () => {
    expect(firstOpenIndex({ ...CHAPTER, CompletedIds: [10] })).toBe(1);
    expect(firstOpenIndex({ ...CHAPTER, CompletedIds: [10, 11, 12] })).toBe(3);
  });
});

describe("ChapterPlayer", () => {
  it("steps through a slide, shows TextWhenError for a wrong answer, and takes the drag question by keyboard", async () => {
    api.on("GET /api/v1/learning/chapters/3", { body: CHAPTER });
    api.on("POST /api/v1/learning/activities/10/complete", { body: { Completed: true } });
    api.on("POST /api/v1/learning/activities/11/attempt", (request) =>
      (request.body as { AnswerId: number }).AnswerId === 101
        ? { body: { Successful: true, TextWhenError: null, Back: null, Completed: true } }
        : {
            body: { Successful: false, TextWhenError: "Slijtage past meer bij artrose.", Back: null, Completed: false },
          },
    );
    api.on("POST /api/v1/learning/activities/12/attempt", {
      body: { Successful: true, TextWhenError: null, Back: null, Completed: true },
    });
    const user = userEvent.setup();
    render(<ChapterPlayer slug="leven-met-reuma" chapterId={3} />);

    expect(await screen.findByRole("heading", { level: 2, name: "Reuma is een verzamelnaam" })).toBeInTheDocument();
    expect(screen.getByText("Onderdeel 1 van 3")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Volgende" }));

    expect(await screen.findByRole("heading", { level: 2, name: "Vraag: ontstekingsreuma" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Controleer mijn antwoord" }));
    expect(screen.getByText("Kies eerst een antwoord.")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "De gewrichten slijten door te veel bewegen." }));
    await user.click(screen.getByRole("button", { name: "Controleer mijn antwoord" }));
    expect(await screen.findByText("Slijtage past meer bij artrose.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Volgende" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Het afweersysteem valt het eigen lichaam aan." }));
    await user.click(screen.getByRole("button", { name: "Controleer mijn antwoord" }));
    expect(await screen.findByText("Goed zo!")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Volgende" }));

    // The drag question without dragging: the keyboard puts the answer in the answer box.
    await screen.findByRole("heading", { level: 2, name: "Sleepvraag: een ontstoken gewricht" });
    expect(await axeViolations()).toEqual([]);
    screen.getByRole("button", { name: "Zet in het antwoordvak: Warm, dik en pijnlijk" }).focus();
    await user.keyboard("{Enter}");
    const zone = screen.getByRole("group", { name: "Antwoordvak" });
    expect(within(zone).getByText("Warm, dik en pijnlijk")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Controleer mijn antwoord" }));
    expect(await screen.findByText("Goed zo!")).toBeInTheDocument();
    expect(api.requestsTo("POST /api/v1/learning/activities/12/attempt").map((request) => request.body)).toEqual([
      { AnswerId: 201 },
    ]);
    await user.click(screen.getByRole("button", { name: "Volgende" }));
    expect(await screen.findByRole("heading", { name: "Hoofdstuk afgerond" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Naar het volgende hoofdstuk" })).toHaveAttribute(
      "href",
      "/trainingen/leven-met-reuma/4/",
    );
  });

  it("shows the rate limit's text when too many answers came too fast, and keeps the choice", async () => {
    api.on("GET /api/v1/learning/chapters/3", { body: { ...CHAPTER, CompletedIds: [10] } });
    const limited = "Je geeft veel antwoorden kort na elkaar. Wacht een minuut en probeer het dan opnieuw.";
    api.on("POST /api/v1/learning/activities/11/attempt", {
      status: 429,
      body: { code: "RateLimited", message: limited },
    });
    const user = userEvent.setup();
    render(<ChapterPlayer slug="leven-met-reuma" chapterId={3} />);
    await user.click(await screen.findByRole("radio", { name: "De gewrichten slijten door te veel bewegen." }));
    await user.click(screen.getByRole("button", { name: "Controleer mijn antwoord" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(limited);
    expect(screen.getByRole("radio", { name: "De gewrichten slijten door te veel bewegen." })).toBeChecked();
  });

  it("resumes where the learner stopped", async () => {
    api.on("GET /api/v1/learning/chapters/3", { body: { ...CHAPTER, CompletedIds: [10, 11] } });
    render(<ChapterPlayer slug="leven-met-reuma" chapterId={3} />);
    expect(
      await screen.findByRole("heading", { level: 2, name: "Sleepvraag: een ontstoken gewricht" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Onderdeel 3 van 3")).toBeInTheDocument();
  });
});

const COURSE: CourseView = {
  Id: 2,
  Slug: "reumazorg-in-de-praktijk",
  Name: "Reumazorg in de praktijk",
  Description: "Voor studenten verpleegkunde.",
  StudyTime: 90,
  ImageNumber: 2,
  Access: "expired",
  Completed: 0,
  Total: 0,
  Chapters: [],
  Licence: { Institute: "Zorgacademie Noord", ExpiredOn: "2026-11-04" },
  Developments: ["Kennis van medicijnen bij ontstekingsreuma"],
  Skills: ["Signalen van een opvlamming herkennen"],
};

describe("CoursePage", () => {
  it("explains an expired licence in Dutch instead of the chapters", async () => {
    api.on("GET /api/v1/learning/courses/reumazorg-in-de-praktijk", { body: COURSE });
    render(<CoursePage slug="reumazorg-in-de-praktijk" />);
    expect(await screen.findByRole("heading", { name: "De licentie is verlopen" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Je volgt deze training via Zorgacademie Noord. De licentie van Zorgacademie Noord voor deze training is verlopen op 4 november 2026. Daarom kun je de training nu niet openen.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Hoofdstukken" })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("explains a pending payment", async () => {
    api.on("GET /api/v1/learning/courses/reumazorg-in-de-praktijk", {
      body: { ...COURSE, Access: "payment_pending", Licence: { Institute: "Reumacentrum Zuid", ExpiredOn: null } },
    });
    render(<CoursePage slug="reumazorg-in-de-praktijk" />);
    expect(
      await screen.findByRole("heading", { name: "De betaling van de licentie is nog niet rond" }),
    ).toBeInTheDocument();
  });

  it("lists the chapters with progress and a button to go on", async () => {
    api.on("GET /api/v1/learning/courses/reumazorg-in-de-praktijk", {
      body: {
        ...COURSE,
        Access: "active",
        Licence: null,
        Completed: 2,
        Total: 6,
        Chapters: [
          {
            Id: 5,
            Code: "RZP-1",
            Title: "Medicijnen",
            Description: "",
            Image: null,
            Published: true,
            Completed: 2,
            Total: 3,
          },
          {
            Id: 6,
            Code: "RZP-2",
            Title: "Voorlichting",
            Description: "",
            Image: null,
            Published: true,
            Completed: 0,
            Total: 3,
          },
        ],
      },
    });
    render(<CoursePage slug="reumazorg-in-de-praktijk" />);
    expect(await screen.findByRole("link", { name: "Ga verder" })).toHaveAttribute(
      "href",
      "/trainingen/reumazorg-in-de-praktijk/5/",
    );
    expect(screen.getByRole("link", { name: "Hoofdstuk 2: Voorlichting" })).toBeInTheDocument();
    expect(screen.getByText("2 van 3 onderdelen gedaan")).toBeInTheDocument();
    const develops = screen.getByRole("region", { name: "Wat je ontwikkelt" });
    expect(within(develops).getByRole("listitem")).toHaveTextContent("Kennis van medicijnen bij ontstekingsreuma");
    expect(
      within(screen.getByRole("region", { name: "Vaardigheden die je oefent" })).getByRole("listitem"),
    ).toHaveTextContent("Signalen van een opvlamming herkennen");
    expect(await axeViolations()).toEqual([]);
  });
});

describe("ChapterPlayer load states (spec 001 §4, §9)", () => {
  afterEach(() => jest.useRealTimers());

  it("retries a failed load with the Dutch notice, then shows the chapter", async () => {
    useRetryClock();
    const load = flakyRoute(api, "GET /api/v1/learning/chapters/3", { body: CHAPTER });
    render(<ChapterPlayer slug="leven-met-reuma" chapterId={3} />);
    await expectLoadRetried({
      attempts: () => api.requestsTo("GET /api/v1/learning/chapters/3").length,
      recover: () => (load.up = true),
      loaded: () => screen.findByText("Reuma is een verzamelnaam"),
    });
  });
});
