import { describe, expect, it } from 'vitest'
import { videoSourceOf } from './video-hosts.ts'

describe('videoSourceOf', () => {
  it.each([
    ['https://storage.googleapis.com/bucket/clip.mp4', 'file'],
    ['https://www.youtube-nocookie.com/embed/abc123', 'embed'],
    ['https://player.vimeo.com/video/123', 'embed'],
    ['/api/v1/media/3/image.svg', 'site'],
  ])('plays %s as %s', (url, source) => {
    expect(videoSourceOf(url)).toBe(source)
  })

  it.each([
    'http://storage.googleapis.com/clip.mp4',
    'https://evil.example/clip.mp4',
    'https://storage.googleapis.com.evil.example/clip.mp4',
    'https://user@storage.googleapis.com/clip.mp4',
    'javascript:alert(1)',
    '//evil.example/x',
    '/a b',
    '',
  ])('refuses %s', (url) => {
    expect(videoSourceOf(url)).toBeUndefined()
  })
})
