import { render, screen, within } from "@testing-library/react";
import type { CourseListItem, GroupProgress } from "../../domain/learning";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { CourseList } from "./CourseList";
import { GroupProgressView } from "./TeacherView";

const api = installFetchRouter();
jest.setTimeout(20_000);

const PROGRESS: GroupProgress = {
  Id: 4,
  Code: "Reumazorg 2026",
  Institute: "Hogeschool Domstad, Verpleegkunde",
  Role: "teacher",
  Courses: [
    {
      Id: 1,
      Slug: "leven-met-reuma",
      Name: "Leven met reuma",
      Chapters: [
        { Id: 1, Title: "Wat is reuma?", Total: 5 },
        { Id: 2, Title: "Omgaan met vermoeidheid", Total: 3 },
      ],
    },
  ],
  Students: [
    { Id: "a", Name: "Sanne Bakker", StudentNumber: "2026002", Completed: { 1: 5, 2: 1 } },
    { Id: "b", Name: "Lotte de Vries", StudentNumber: null, Completed: {} },
  ],
  MostFailed: [
    {
      ActivityId: 12,
      Title: "Sleepvraag: een ontstoken gewricht",
      Chapter: "Wat is reuma?",
      Course: "Leven met reuma",
      Failures: 3,
      Students: 2,
    },
  ],
};

describe("GroupProgressView", () => {
  it("shows each student's progress per chapter and the most failed questions", async () => {
    api.on("GET /api/v1/learning/teaching-groups/4", { body: PROGRESS });
    render(<GroupProgressView groupId={4} />);
    const table = await screen.findByRole("table", { name: "Leven met reuma" });
    const sanne = within(table).getByRole("row", { name: /Sanne Bakker/ });
    expect(
      within(sanne)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["5 van 5", "1 van 3"]);
    const lotte = within(table).getByRole("row", { name: /Lotte de Vries/ });
    expect(
      within(lotte)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["0 van 5", "0 van 3"]);
    expect(screen.getByText(/3 keer fout, door 2 studenten/)).toBeInTheDocument();
    expect(screen.queryByText(/als controleur/)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("tells a checker that they only read", async () => {
    api.on("GET /api/v1/learning/teaching-groups/4", { body: { ...PROGRESS, Role: "checker" } });
    render(<GroupProgressView groupId={4} />);
    expect(
      await screen.findByText(
        "Je bekijkt deze voortgang als controleur van Hogeschool Domstad, Verpleegkunde. Je kunt hier alleen lezen, niets wijzigen.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Leven met reuma" })).toBeInTheDocument();
  });

  it("says so when the caller does not teach the group", async () => {
    api.on("GET /api/v1/learning/teaching-groups/9", {
      status: 404,
      body: {
        code: "TeachingGroupNotFound",
        message: "Deze lesgroep bestaat niet of je bent er geen docent of controleur van.",
      },
    });
    render(<GroupProgressView groupId={9} />);
    expect(
      await screen.findByText("Deze lesgroep bestaat niet of je bent er geen docent of controleur van."),
    ).toBeInTheDocument();
  });
});

const COURSE: CourseListItem = {
  Id: 1,
  Slug: "leven-met-reuma",
  Name: "Leven met reuma",
  Description: "Een korte training.",
  StudyTime: 40,
  ImageNumber: 1,
  Access: "login",
  Completed: 0,
  Total: 0,
};

describe("CourseList", () => {
  it("shows visitors the courses with their study time and a hint to log in", async () => {
    api.on("GET /api/v1/learning/courses", { body: [COURSE] });
    api.on("GET /api/v1/learning/roles", { status: 401, body: { code: "Unauthorized" } });
    render(<CourseList />);
    expect(await screen.findByRole("link", { name: "Leven met reuma" })).toHaveAttribute(
      "href",
      "/trainingen/leven-met-reuma/",
    );
    expect(screen.getByText("Studietijd: ongeveer 40 minuten")).toBeInTheDocument();
    expect(screen.getByText("Log in om een training te volgen. Je voortgang wordt dan bewaard.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Voortgang van je groepen" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Je instelling en licenties" })).not.toBeInTheDocument();
  });

  it("shows a learner's progress and a teacher the way to the groups", async () => {
    api.on("GET /api/v1/learning/courses", { body: [{ ...COURSE, Access: "active", Completed: 3, Total: 17 }] });
    api.on("GET /api/v1/learning/roles", { body: { Progress: true, Institute: false } });
    render(<CourseList />);
    expect(await screen.findByText("3 van 17 onderdelen gedaan")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Voortgang van je groepen" })).toHaveAttribute(
      "href",
      "/trainingen/docent/",
    );
    expect(screen.queryByRole("link", { name: "Je instelling en licenties" })).not.toBeInTheDocument();
  });

  it("shows an employee the way to their institute", async () => {
    api.on("GET /api/v1/learning/courses", { body: [{ ...COURSE, Access: "none" }] });
    api.on("GET /api/v1/learning/roles", { body: { Progress: false, Institute: true } });
    render(<CourseList />);
    expect(await screen.findByRole("link", { name: "Je instelling en licenties" })).toHaveAttribute(
      "href",
      "/trainingen/instituut/",
    );
    expect(screen.queryByRole("link", { name: "Voortgang van je groepen" })).not.toBeInTheDocument();
  });
});
