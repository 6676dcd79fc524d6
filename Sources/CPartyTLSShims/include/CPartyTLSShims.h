#ifndef CPARTYTLSSHIMS_H
#define CPARTYTLSSHIMS_H

/*
 * Real C functions wrapping OpenSSL 3 macros that Swift cannot import
 * (function-like macros and SSL_OP_BIT constants), plus a development
 * certificate generator. Every symbol is prefixed CPartyTLSShims_.
 */

#include <stdint.h>
#include <openssl/ssl.h>
#include <openssl/bio.h>
#include <openssl/evp.h>
#include <openssl/x509.h>

/* Protocol version bounds (SSL_CTX_set_min/max_proto_version, SSL_set_max_proto_version). Return 1 on success. */
int CPartyTLSShims_SSL_CTX_set_min_proto_version(SSL_CTX *ctx, int version);
int CPartyTLSShims_SSL_CTX_set_max_proto_version(SSL_CTX *ctx, int version);
int CPartyTLSShims_SSL_set_max_proto_version(SSL *ssl, int version);

/* Modes (SSL_CTX_set_mode, SSL_set_mode): return the new mode bit mask. */
long CPartyTLSShims_SSL_CTX_set_mode(SSL_CTX *ctx, long mode);
long CPartyTLSShims_SSL_set_mode(SSL *ssl, long mode);

/* Server-side session cache mode (SSL_CTX_set_session_cache_mode): returns the previous mode. */
long CPartyTLSShims_SSL_CTX_set_session_cache_mode(SSL_CTX *ctx, long mode);

/* Adds an extra certificate to the context's chain, taking ownership of x509 on success (SSL_CTX_add0_chain_cert). */
int CPartyTLSShims_SSL_CTX_add0_chain_cert(SSL_CTX *ctx, X509 *x509);

/* What a memory BIO returns when empty (BIO_set_mem_eof_return): -1 makes an empty BIO "retry", not EOF. */
int CPartyTLSShims_BIO_set_mem_eof_return(BIO *bio, int value);

/* Server Name Indication for a client SSL (SSL_set_tlsext_host_name). Returns 1 on success. */
int CPartyTLSShims_SSL_set_tlsext_host_name(SSL *ssl, const char *name);

/* SSL_OP_* option bits (defined through SSL_OP_BIT, which Swift cannot import). */
uint64_t CPartyTLSShims_SSL_OP_NO_COMPRESSION(void);
uint64_t CPartyTLSShims_SSL_OP_NO_RENEGOTIATION(void);
uint64_t CPartyTLSShims_SSL_OP_CIPHER_SERVER_PREFERENCE(void);

/*
 * Generates an ephemeral EC P-256 key and a self-signed X.509 v3 certificate for development.
 * common_name: subject/issuer CN. subject_alt_names: an OpenSSL SAN config value such as
 * "DNS:localhost,IP:127.0.0.1". Validity is [now + not_before_offset_seconds, now + not_after_offset_seconds].
 * On success returns 1 and stores owned pointers in *out_certificate and *out_key (free with X509_free /
 * EVP_PKEY_free). On failure returns 0; the reason is on the OpenSSL error queue.
 */
int CPartyTLSShims_make_self_signed(const char *common_name,
                                    const char *subject_alt_names,
                                    long not_before_offset_seconds,
                                    long not_after_offset_seconds,
                                    X509 **out_certificate,
                                    EVP_PKEY **out_key);

/*
 * A certificate with a new EC P-256 key: without an issuer, a certificate authority (CA:TRUE,
 * pathlen:0, keyCertSign) signed by itself; with one, a server certificate (subject_alt_names, an
 * OpenSSL SAN value, serverAuth) signed by issuer_key. Validity [now + not_before, now + not_after].
 * Returns 1 and owned pointers, or 0 (the reason on the OpenSSL error queue).
 */
int CPartyTLSShims_make_certificate(const char *common_name, const char *subject_alt_names,
                                    X509 *issuer, EVP_PKEY *issuer_key,
                                    long not_before_offset_seconds, long not_after_offset_seconds,
                                    X509 **out_certificate, EVP_PKEY **out_key);

/* Writes `key` unencrypted as PKCS#8 PEM into `bio`; 1 on success. */
int CPartyTLSShims_write_private_key(BIO *bio, EVP_PKEY *key);

/* The DER bytes of `certificate` in *out (free with CPartyTLSShims_free_bytes); their count, or a negative value. */
int CPartyTLSShims_certificate_der(X509 *certificate, unsigned char **out);

/* OPENSSL_free (a macro). */
void CPartyTLSShims_free_bytes(unsigned char *bytes);

#endif
