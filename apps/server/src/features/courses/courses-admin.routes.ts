import {
  AdminCoursesQuerySchema,
  CourseInputSchema,
  CourseMoveSchema,
  CourseUpdateSchema,
  VersionQuerySchema,
} from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission } from '../../http/auth.ts'
import { readJsonBody, readQuery, rowIdParam } from '../../http/validate.ts'
import { createCourse, deleteCourse, listAdminCourses, moveCourse, updateCourse } from './courses-admin.service.ts'

const courseId = (raw: string) => rowIdParam(raw, 'course')

/** The back office's courses (decision 043): staff and admins list, create, edit, order and delete them. */
export function coursesAdminRoutes(ctx: AppContext) {
  const manage = requirePermission(ctx, 'content.manage')
  return new Hono<AuthEnv>()
    .get('/admin/courses', manage, async (c) => {
      const query = readQuery(c, AdminCoursesQuerySchema)
      c.header('Cache-Control', 'no-store')
      return c.json(await listAdminCourses(ctx, query))
    })
    .post('/admin/courses', manage, async (c) => {
      const input = await readJsonBody(c, CourseInputSchema)
      return c.json(await createCourse(ctx, c.get('actor'), input), 201)
    })
    .put('/admin/courses/:id', manage, async (c) => {
      const id = courseId(c.req.param('id'))
      const input = await readJsonBody(c, CourseUpdateSchema)
      return c.json(await updateCourse(ctx, c.get('actor'), id, input))
    })
    .post('/admin/courses/:id/move', manage, async (c) => {
      const id = courseId(c.req.param('id'))
      const move = await readJsonBody(c, CourseMoveSchema)
      return c.json(await moveCourse(ctx, c.get('actor'), id, move))
    })
    .delete('/admin/courses/:id', manage, async (c) => {
      const id = courseId(c.req.param('id'))
      const { version } = readQuery(c, VersionQuerySchema)
      await deleteCourse(ctx, c.get('actor'), id, version)
      return c.body(null, 204)
    })
}
