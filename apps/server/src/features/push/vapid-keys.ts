import webpush from 'web-push'
import type { Db } from '../../db/client.ts'
import { insertServerKeyOnce } from './vapid-keys.repo.ts'

export interface VapidKeys {
  publicKey: string
  privateKey: string
}

const NAME = 'vapid'

/**
 * The server's VAPID key pair (RFC 8292): made at first start and kept in the database, so every instance signs
 * with the same key and the browsers' subscriptions (bound to the public key) outlive restarts and upgrades. Two
 * instances starting at once both try to insert; the first row wins and both read it.
 */
export async function loadVapidKeys(db: Db): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys()
  const value = (await insertServerKeyOnce(db, NAME, made)) as Partial<VapidKeys> | undefined
  if (!value?.publicKey || !value.privateKey) throw new Error('The VAPID keys could not be stored.')
  return { publicKey: value.publicKey, privateKey: value.privateKey }
}
