/** Typed calls of the e-learning (/api/v1/learning): the only place here that calls the API. */
import type {
  AttemptResult,
  ChapterView,
  CourseListItem,
  CourseView,
  GroupProgress,
  InstituteView,
  LearningRoles,
  TeachingGroupItem,
} from "../../domain/learning";
import { apiRequest } from "../../platform/http";

export const getCourses = () => apiRequest<CourseListItem[]>("/learning/courses");
export const getCourse = (slug: string) => apiRequest<CourseView>(`/learning/courses/${encodeURIComponent(slug)}`);
export const getChapter = (id: number) => apiRequest<ChapterView>(`/learning/chapters/${id}`);
export const postAttempt = (activityId: number, answerId: number) =>
  apiRequest<AttemptResult>(`/learning/activities/${activityId}/attempt`, {
    method: "POST",
    body: { AnswerId: answerId },
  });
export const postComplete = (activityId: number) =>
  apiRequest<{ Completed: true }>(`/learning/activities/${activityId}/complete`, { method: "POST" });
export const getTeachingGroups = () => apiRequest<TeachingGroupItem[]>("/learning/teaching-groups");
export const getGroupProgress = (id: number) => apiRequest<GroupProgress>(`/learning/teaching-groups/${id}`);
export const getRoles = () => apiRequest<LearningRoles>("/learning/roles");
export const getInstitutes = () => apiRequest<InstituteView[]>("/learning/institutes");
